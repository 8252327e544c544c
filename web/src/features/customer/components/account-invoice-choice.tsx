import type { TradeAccount } from '@tillwise/core/account/account-schemas';
import { FormattedMessage } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { formatMoney } from '@/lib/money';

interface AccountInvoiceChoiceProps {
  invoices: TradeAccount['openInvoices'];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

/**
 * The invoices a payment on account pays first, when the customer says which ("this pays ORD-1042"); the rest of
 * the payment, or all of it when none is ticked, pays the oldest.
 */
export function AccountInvoiceChoice({ invoices, chosen, onChange }: AccountInvoiceChoiceProps) {
  if (invoices.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(
      on
        ? invoices.filter((i) => i.id === id || chosen.includes(i.id)).map((i) => i.id)
        : chosen.filter((c) => c !== id),
    );
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">
        <FormattedMessage id="customer.invoiceChoice.title" defaultMessage="Pays first" />
      </legend>
      <p className="text-xs text-muted-foreground">
        <FormattedMessage
          id="customer.invoiceChoice.hint"
          defaultMessage="None ticked: the oldest invoices are paid first."
        />
      </p>
      <ul className="max-h-40 space-y-1 overflow-y-auto">
        {invoices.map((invoice) => {
          const id = `account-invoice-${invoice.id}`;
          return (
            <li key={invoice.id} className="flex items-center gap-2 text-sm">
              <Checkbox
                id={id}
                checked={chosen.includes(invoice.id)}
                onCheckedChange={(state) => toggle(invoice.id, state === true)}
              />
              <label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-2">
                <span>
                  {invoice.orderNumber ?? (
                    <FormattedMessage id="customer.accountEntry.invoice" defaultMessage="Invoice" />
                  )}{' '}
                  · {invoice.date}
                  {invoice.dueDate && (
                    <span className="text-muted-foreground">
                      {' · '}
                      <FormattedMessage
                        id="customer.invoiceChoice.due"
                        defaultMessage="due {date}"
                        values={{ date: invoice.dueDate }}
                      />
                    </span>
                  )}
                </span>
                <span className="tabular-nums">
                  <FormattedMessage
                    id="customer.statement.open"
                    defaultMessage="{amount} open"
                    values={{ amount: formatMoney(invoice.openCents) }}
                  />
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

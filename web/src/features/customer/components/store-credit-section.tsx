import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Button } from '@/components/ui/button';
import { useStoreCredit } from '../api/get-store-credit';
import { StoreCreditAdjustForm } from './store-credit-adjust-form';
import { formatMoney } from '@/lib/money';
import { historyDay } from '../lib/account-statement';
import { storeCreditKindMessages } from '../lib/account-messages';

const signed = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`);

/**
 * A customer's store credit and its last movements, shown when they have or had any; a manager may adjust it
 * (and so sees it always, to give a first credit).
 */
export function StoreCreditSection({ customerId, canAdjust }: { customerId: string; canAdjust: boolean }) {
  const intl = useIntl();
  const credit = useStoreCredit(customerId);
  const [adjusting, setAdjusting] = useState(false);
  const c = credit.data;
  if (!c || (c.balanceCents === 0 && c.entries.length === 0 && !canAdjust)) return null;
  return (
    <section
      className="space-y-2"
      aria-label={intl.formatMessage({ id: 'customer.storeCredit.title', defaultMessage: 'Store credit' })}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          <FormattedMessage
            id="customer.storeCredit.balance"
            defaultMessage="Store credit: <b>{amount}</b>"
            values={{
              amount: formatMoney(c.balanceCents),
              b: (chunks) => <span className="tabular-nums">{chunks}</span>,
            }}
          />
        </h3>
        {canAdjust && !adjusting && (
          <Button variant="outline" size="sm" onClick={() => setAdjusting(true)}>
            <FormattedMessage id="customer.storeCredit.adjust" defaultMessage="Adjust" />
          </Button>
        )}
      </div>
      {adjusting && (
        <StoreCreditAdjustForm
          customerId={customerId}
          balanceCents={c.balanceCents}
          onDone={() => setAdjusting(false)}
        />
      )}
      {c.entries.length > 0 && (
        <ul
          className="max-h-40 divide-y overflow-y-auto rounded-md border"
          aria-label={intl.formatMessage({
            id: 'customer.storeCredit.history',
            defaultMessage: 'Store credit history',
          })}
        >
          {c.entries.slice(0, 10).map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium">
                  <FormattedMessage {...storeCreditKindMessages[entry.kind]} />
                  {(entry.orderNumber ?? entry.refundNumber) && (
                    <span className="ml-1 font-mono text-xs text-muted-foreground">
                      {entry.orderNumber ?? entry.refundNumber}
                    </span>
                  )}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {historyDay(entry.at)} · {entry.staffName}
                  {entry.reason && ` · ${entry.reason}`}
                </span>
              </span>
              <span className="text-right tabular-nums">
                <span className="block">{signed(entry.amountCents)}</span>
                <span className="block text-xs text-muted-foreground">{formatMoney(entry.balanceAfterCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

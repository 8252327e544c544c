import { FormattedMessage, useIntl } from 'react-intl';
import type { TradeAccount } from '@tillwise/core/account/account-schemas';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayText, entryDetail, signedMoney } from '../lib/account-statement';
import { formatMoney } from '@/lib/money';
import { accountEntryKindMessages, accountPaymentMethodMessages } from '../lib/account-messages';

/** The statement's lines: the opening balance, each movement oldest first, and the closing balance. */
export function AccountStatementTable({ statement }: { statement: TradeAccount['statement'] }) {
  const intl = useIntl();
  const methodName = (method: keyof typeof accountPaymentMethodMessages) =>
    intl.formatMessage(accountPaymentMethodMessages[method]);
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'customer.statement.label', defaultMessage: 'Account statement' })}
      className="text-xs sm:text-sm"
    >
      <TableHeader>
        <TableRow>
          {/* A phone shows each entry's date under it: four columns do not fit its width. */}
          <TableHead className="max-sm:hidden">
            <FormattedMessage id="customer.statement.date" defaultMessage="Date" />
          </TableHead>
          <TableHead>
            <FormattedMessage id="customer.statement.entry" defaultMessage="Entry" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="customer.statement.amount" defaultMessage="Amount" />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage id="customer.statement.balance" defaultMessage="Balance" />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell className="whitespace-nowrap max-sm:hidden">{dayText(statement.from)}</TableCell>
          <TableCell colSpan={2} className="font-medium">
            <FormattedMessage id="customer.statement.opening" defaultMessage="Opening balance" />
            <span className="block text-xs font-normal text-muted-foreground sm:hidden">{dayText(statement.from)}</span>
          </TableCell>
          <TableCell className="text-right tabular-nums">{formatMoney(statement.openingBalanceCents)}</TableCell>
        </TableRow>
        {statement.entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="whitespace-nowrap max-sm:hidden">{dayText(entry.date)}</TableCell>
            <TableCell className="min-w-28 whitespace-normal">
              <span className="block text-xs text-muted-foreground sm:hidden">{dayText(entry.date)}</span>
              <span className="block font-medium">
                <FormattedMessage {...accountEntryKindMessages[entry.kind]} />
                <span className="ml-1.5 font-mono text-xs font-normal">{entryDetail(entry, methodName)}</span>
              </span>
              {entry.dueDate && (
                <span className="block text-xs text-muted-foreground print:text-black">
                  <FormattedMessage
                    id="customer.statement.due"
                    defaultMessage="Due {date}"
                    values={{ date: dayText(entry.dueDate) }}
                  />
                  {entry.openCents !== null && ' · '}
                  {entry.openCents !== null &&
                    (entry.openCents > 0 ? (
                      <FormattedMessage
                        id="customer.statement.open"
                        defaultMessage="{amount} open"
                        values={{ amount: formatMoney(entry.openCents) }}
                      />
                    ) : (
                      <FormattedMessage id="customer.statement.paid" defaultMessage="Paid" />
                    ))}
                </span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{signedMoney(entry.amountCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(entry.balanceAfterCents)}</TableCell>
          </TableRow>
        ))}
        {statement.entries.length === 0 && (
          <TableRow>
            <TableCell colSpan={4} className="text-center text-muted-foreground max-sm:col-span-3">
              <FormattedMessage id="customer.statement.empty" defaultMessage="Nothing on account in these days" />
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <tfoot className="border-t bg-muted/50 font-medium print:bg-transparent">
        <TableRow>
          <TableCell className="whitespace-nowrap max-sm:hidden">{dayText(statement.to)}</TableCell>
          <TableCell colSpan={2} className="font-semibold">
            <FormattedMessage id="customer.statement.closing" defaultMessage="Closing balance" />
            <span className="block text-xs font-normal text-muted-foreground sm:hidden">{dayText(statement.to)}</span>
          </TableCell>
          <TableCell className="text-right font-semibold tabular-nums">
            {formatMoney(statement.closingBalanceCents)}
          </TableCell>
        </TableRow>
      </tfoot>
    </Table>
  );
}

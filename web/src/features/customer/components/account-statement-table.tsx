import { accountEntryKindLabels } from '@tillwise/core/account/account-schemas';
import type { TradeAccount } from '@tillwise/core/account/account-schemas';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { dayText, entryDetail, signedMoney } from '../lib/account-statement';
import { formatMoney } from '@/lib/money';

/** The statement's lines: the opening balance, each movement oldest first, and the closing balance. */
export function AccountStatementTable({ statement }: { statement: TradeAccount['statement'] }) {
  return (
    <Table aria-label="Account statement" className="text-xs sm:text-sm">
      <TableHeader>
        <TableRow>
          {/* A phone shows each entry's date under it: four columns do not fit its width. */}
          <TableHead className="max-sm:hidden">Date</TableHead>
          <TableHead>Entry</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell className="whitespace-nowrap max-sm:hidden">{dayText(statement.from)}</TableCell>
          <TableCell colSpan={2} className="font-medium">
            Opening balance
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
                {accountEntryKindLabels[entry.kind]}
                <span className="ml-1.5 font-mono text-xs font-normal">{entryDetail(entry)}</span>
              </span>
              {entry.dueDate && (
                <span className="block text-xs text-muted-foreground print:text-black">
                  Due {dayText(entry.dueDate)}
                  {entry.openCents !== null &&
                    (entry.openCents > 0 ? ` · ${formatMoney(entry.openCents)} open` : ' · Paid')}
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
              Nothing on account in these days
            </TableCell>
          </TableRow>
        )}
      </TableBody>
      <tfoot className="border-t bg-muted/50 font-medium print:bg-transparent">
        <TableRow>
          <TableCell className="whitespace-nowrap max-sm:hidden">{dayText(statement.to)}</TableCell>
          <TableCell colSpan={2} className="font-semibold">
            Closing balance
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

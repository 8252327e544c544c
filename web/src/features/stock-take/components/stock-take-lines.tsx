import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockTakeLine } from '@tillwise/core/inventory/stock-take-schemas';

import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

interface StockTakeLinesProps {
  lines: readonly StockTakeLine[];
  /** While counting, a line can be taken off; once applied the lines are what was written. */
  onRemove?: (line: StockTakeLine) => void;
}

const signed = (n: number, soldBy: StockTakeLine['soldBy']) =>
  `${n > 0 ? '+' : n < 0 ? '-' : ''}${quantityText(Math.abs(n), soldBy)}`;

/** Each counted product: its count, the stock on hand, and the difference in units and at cost. */
export function StockTakeLines({ lines, onRemove }: StockTakeLinesProps) {
  const intl = useIntl();
  return (
    <div className="rounded-lg border">
      <Table aria-label={intl.formatMessage({ id: 'stockTake.lines', defaultMessage: 'Counted products' })}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="stockTake.column.product" defaultMessage="Product" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="stockTake.column.counted" defaultMessage="Counted" />
            </TableHead>
            <TableHead className="hidden text-right sm:table-cell">
              <FormattedMessage id="stockTake.column.onHand" defaultMessage="On hand" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="stockTake.column.variance" defaultMessage="Variance" />
            </TableHead>
            <TableHead className="hidden text-right sm:table-cell">
              <FormattedMessage id="stockTake.column.atCost" defaultMessage="At cost" />
            </TableHead>
            {onRemove && <TableHead className="w-10" />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => {
            const tone = line.variance < 0 ? 'text-destructive' : line.variance > 0 ? 'text-success' : '';
            return (
              <TableRow key={line.productId} aria-label={line.name}>
                <TableCell className="whitespace-normal">
                  <span className="font-medium">{line.name}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{line.sku}</span>
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    <FormattedMessage
                      id="stockTake.onHand"
                      defaultMessage="{quantity} on hand"
                      values={{ quantity: quantityText(line.onHand, line.soldBy) }}
                    />
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{quantityText(line.counted, line.soldBy)}</TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">
                  {quantityText(line.onHand, line.soldBy)}
                </TableCell>
                <TableCell className={cn('text-right font-semibold tabular-nums', tone)}>
                  {signed(line.variance, line.soldBy)}
                </TableCell>
                <TableCell className={cn('hidden text-right tabular-nums sm:table-cell', tone)}>
                  {line.varianceCostCents === null ? '—' : formatMoney(line.varianceCostCents)}
                </TableCell>
                {onRemove && (
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={intl.formatMessage(
                        { id: 'stockTake.removeCount', defaultMessage: 'Remove the count of {name}' },
                        { name: line.name },
                      )}
                      onClick={() => onRemove(line)}
                    >
                      <Trash2 />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

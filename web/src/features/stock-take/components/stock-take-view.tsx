import { useState } from 'react';
import { format } from 'date-fns';
import { CheckCheck, X } from 'lucide-react';
import { quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import { quantityText } from '@tillwise/core/catalog/sold-by';
import { stockTakeStatusLabels, stockTakeVariance } from '@tillwise/core/inventory/stock-take-schemas';
import type { StockTake } from '@tillwise/core/inventory/stock-take-schemas';

import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCloseStockTake } from '../api/close-stock-take';
import { useStockTake } from '../api/get-stock-take';
import { useRemoveCount } from '../api/remove-count';
import { ApplyStockTakeDialog } from './apply-stock-take-dialog';
import { CountEntry } from './count-entry';
import { StockTakeLines } from './stock-take-lines';
import { formatMoney } from '@/lib/money';

interface StockTakeViewProps {
  id: string;
  canManage: boolean;
  onApplied: (take: StockTake) => void;
}

const when = (iso: string) => format(new Date(iso), 'MMM d, y HH:mm');

/** One stock take: counting (the count box, the counts and their variances), or what it applied. */
export function StockTakeView({ id, canManage, onApplied }: StockTakeViewProps) {
  const take = useStockTake(id);
  const remove = useRemoveCount();
  const cancel = useCloseStockTake();
  const [applying, setApplying] = useState(false);
  if (take.isError) return <QueryError error={take.error} onRetry={() => void take.refetch()} />;
  if (take.isPending) return <Skeleton className="h-64" />;
  const data = take.data;
  const counting = data.status === 'counting' && canManage;
  const variance = stockTakeVariance(data.lines);

  return (
    <section aria-label={data.number} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <h2 className="font-mono text-lg font-semibold">{data.number}</h2>
            <Badge
              variant={data.status === 'applied' ? 'success' : data.status === 'counting' ? 'warning' : 'secondary'}
            >
              {stockTakeStatusLabels[data.status]}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {data.category?.name ?? 'All products'} · started by {data.startedBy.name}, {when(data.startedAt)}
            {data.appliedBy && data.appliedAt && ` · applied by ${data.appliedBy.name}, ${when(data.appliedAt)}`}
            {data.note && ` · “${data.note}”`}
          </p>
        </div>
        {counting && (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => cancel.mutate({ stockTakeId: id, action: 'cancel' })}>
              <X /> Cancel stock take
            </Button>
            <Button disabled={data.lines.length === 0} onClick={() => setApplying(true)}>
              <CheckCheck /> Apply stock take
            </Button>
          </div>
        )}
      </div>
      {counting && <CountEntry stockTakeId={id} />}
      <p className="text-sm" data-testid="stock-take-totals">
        {data.lines.length} counted · {data.uncountedCount} not counted · variance{' '}
        <span className="font-semibold tabular-nums">
          {quantityTotalsText(variance.quantities, { signed: true })}, {formatMoney(variance.costCents)}
        </span>
      </p>
      {data.lines.length > 0 && (
        <StockTakeLines
          lines={data.lines}
          onRemove={counting ? (line) => remove.mutate({ stockTakeId: id, productId: line.productId }) : undefined}
        />
      )}
      {data.status === 'counting' && data.uncounted.length > 0 && (
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Not counted yet ({data.uncountedCount})</summary>
          <ul className="mt-2 columns-1 gap-6 sm:columns-2">
            {data.uncounted.map((product) => (
              <li key={product.productId} className="truncate">
                {product.name}{' '}
                <span className="text-muted-foreground">· {quantityText(product.onHand, product.soldBy)} on hand</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {applying && (
        <ApplyStockTakeDialog
          take={data}
          onClose={() => setApplying(false)}
          onApplied={(applied) => {
            setApplying(false);
            onApplied(applied);
          }}
        />
      )}
    </section>
  );
}

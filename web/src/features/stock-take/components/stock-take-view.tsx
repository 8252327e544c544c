import { useState } from 'react';
import { CheckCheck, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { quantityTotalsIn } from '@/lib/i18n/quantity-totals';
import { stockTakeStatusMessages, stockTakeWhen } from './stock-take-messages';
import { stockTakeVariance } from '@tillwise/core/inventory/stock-take-schemas';
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
import { quantityText } from '@/lib/quantity';

interface StockTakeViewProps {
  id: string;
  canManage: boolean;
  onApplied: (take: StockTake) => void;
}

/** One stock take: counting (the count box, the counts and their variances), or what it applied. */
export function StockTakeView({ id, canManage, onApplied }: StockTakeViewProps) {
  const intl = useIntl();
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
              {intl.formatMessage(stockTakeStatusMessages[data.status])}
            </Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="stockTake.view.started"
              defaultMessage="{scope} · started by {name}, {when}"
              values={{
                scope:
                  data.category?.name ??
                  intl.formatMessage({ id: 'stockTake.allProducts', defaultMessage: 'All products' }),
                name: data.startedBy.name,
                when: stockTakeWhen(intl, data.startedAt),
              }}
            />
            {data.appliedBy && data.appliedAt && (
              <>
                {' · '}
                <FormattedMessage
                  id="stockTake.view.applied"
                  defaultMessage="applied by {name}, {when}"
                  values={{ name: data.appliedBy.name, when: stockTakeWhen(intl, data.appliedAt) }}
                />
              </>
            )}
            {data.note && ` · “${data.note}”`}
          </p>
        </div>
        {counting && (
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" onClick={() => cancel.mutate({ stockTakeId: id, action: 'cancel' })}>
              <X /> <FormattedMessage id="stockTake.cancel" defaultMessage="Cancel stock take" />
            </Button>
            <Button disabled={data.lines.length === 0} onClick={() => setApplying(true)}>
              <CheckCheck /> <FormattedMessage id="stockTake.apply" defaultMessage="Apply stock take" />
            </Button>
          </div>
        )}
      </div>
      {counting && <CountEntry stockTakeId={id} />}
      <p className="text-sm" data-testid="stock-take-totals">
        <FormattedMessage
          id="stockTake.view.totals"
          defaultMessage="{counted} counted · {uncounted} not counted · variance <b>{quantity}, {cost}</b>"
          values={{
            counted: data.lines.length,
            uncounted: data.uncountedCount,
            quantity: quantityTotalsIn(intl, variance.quantities, { signed: true }),
            cost: formatMoney(variance.costCents),
            b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
          }}
        />
      </p>
      {data.lines.length > 0 && (
        <StockTakeLines
          lines={data.lines}
          onRemove={counting ? (line) => remove.mutate({ stockTakeId: id, productId: line.productId }) : undefined}
        />
      )}
      {data.status === 'counting' && data.uncounted.length > 0 && (
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            <FormattedMessage
              id="stockTake.view.notCounted"
              defaultMessage="Not counted yet ({count})"
              values={{ count: data.uncountedCount }}
            />
          </summary>
          <ul className="mt-2 columns-1 gap-6 sm:columns-2">
            {data.uncounted.map((product) => (
              <li key={product.productId} className="truncate">
                {product.name}{' '}
                <span className="text-muted-foreground">
                  ·{' '}
                  <FormattedMessage
                    id="stockTake.onHand"
                    defaultMessage="{quantity} on hand"
                    values={{ quantity: quantityText(product.onHand, product.soldBy) }}
                  />
                </span>
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

import { ClipboardList } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { ReorderSuggestion } from '@tillwise/core/purchasing/purchase-order-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useReorderSuggestions } from '../api/get-reorder-suggestions';
import { quantityText } from '@/lib/quantity';

interface ReorderSuggestionsProps {
  /** Starts an order to the supplier with these lines; absent for those who cannot order. */
  onOrder?: (supplierId: string, suggestions: ReorderSuggestion[]) => void;
}

const groupBySupplier = (intl: IntlShape, suggestions: ReorderSuggestion[]) => {
  const groups = new Map<string, { name: string; id: string | null; items: ReorderSuggestion[] }>();
  for (const suggestion of suggestions) {
    const key = suggestion.supplier?.id ?? '';
    const group = groups.get(key) ?? {
      name:
        suggestion.supplier?.name ??
        intl.formatMessage({ id: 'purchaseOrder.reorder.noSupplier', defaultMessage: 'No supplier on file' }),
      id: suggestion.supplier?.id ?? null,
      items: [],
    };
    group.items.push(suggestion);
    groups.set(key, group);
  }
  return [...groups.values()];
};

/**
 * What to order now, by supplier: products at or below their reorder level (counting what is on order), each
 * ordered up to its last 30 days' sales plus the level.
 */
export function ReorderSuggestions({ onOrder }: ReorderSuggestionsProps) {
  const intl = useIntl();
  const suggestions = useReorderSuggestions();
  if (suggestions.isError) return <QueryError error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  if (suggestions.isPending) return <Skeleton className="h-48" />;
  if (suggestions.data.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'purchaseOrder.reorder.none', defaultMessage: 'Nothing to reorder' })}
        hint={intl.formatMessage({
          id: 'purchaseOrder.reorder.noneHint',
          defaultMessage: 'Every product is above its reorder level',
        })}
        className="py-8"
      />
    );

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="purchaseOrder.reorder.explain"
          defaultMessage="Products at or below their reorder level, with what is already on order counted. Each is ordered up to its last 30 days’ sales plus its reorder level; goods sold by weight in whole units of it."
        />
      </p>
      {groupBySupplier(intl, suggestions.data).map((group) => (
        <section key={group.id ?? 'none'} aria-label={group.name} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{group.name}</h2>
            {onOrder && group.id && (
              <Button size="sm" onClick={() => onOrder(group.id!, group.items)}>
                <ClipboardList />{' '}
                <FormattedMessage
                  id="purchaseOrder.reorder.orderFrom"
                  defaultMessage="Order from {supplier}"
                  values={{ supplier: group.name }}
                />
              </Button>
            )}
          </div>
          <div className="rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>
                    <FormattedMessage id="purchaseOrder.product" defaultMessage="Product" />
                  </TableHead>
                  <TableHead className="text-right">
                    <FormattedMessage id="purchaseOrder.reorder.onHand" defaultMessage="On hand" />
                  </TableHead>
                  <TableHead className="hidden text-right sm:table-cell">
                    <FormattedMessage id="purchaseOrder.reorder.onOrder" defaultMessage="On order" />
                  </TableHead>
                  <TableHead className="hidden text-right sm:table-cell">
                    <FormattedMessage id="purchaseOrder.reorder.level" defaultMessage="Level" />
                  </TableHead>
                  <TableHead className="hidden text-right md:table-cell">
                    <FormattedMessage id="purchaseOrder.reorder.sold30" defaultMessage="Sold, 30 days" />
                  </TableHead>
                  <TableHead className="text-right">
                    <FormattedMessage id="purchaseOrder.reorder.suggested" defaultMessage="Suggested" />
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {group.items.map((item) => (
                  <TableRow key={item.productId}>
                    <TableCell className="whitespace-normal">
                      <span className="font-medium">{item.name}</span>
                      <span className="block font-mono text-xs text-muted-foreground">{item.sku}</span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{quantityText(item.onHand, item.soldBy)}</TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">
                      {quantityText(item.onOrder, item.soldBy)}
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums sm:table-cell">
                      {item.reorderLevel === null ? '—' : quantityText(item.reorderLevel, item.soldBy)}
                    </TableCell>
                    <TableCell className="hidden text-right tabular-nums md:table-cell">
                      {quantityText(item.soldLast30Days, item.soldBy)}
                    </TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {quantityText(item.quantity, item.soldBy)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ))}
    </div>
  );
}

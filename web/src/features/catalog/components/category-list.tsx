import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { moveCategory } from '@tillwise/core/catalog/categories';
import type { CategorySummary } from '@tillwise/core/catalog/category-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCategorySummaries } from '../api/get-category-summaries';
import { useReorderCategories } from '../api/reorder-categories';
import { useUpdateCategory } from '../api/update-category';

/**
 * The shop's categories in the till's order, each with its product count: moved up or down, renamed, deactivated
 * (its chip leaves the till, its products keep it) and reactivated.
 */
export function CategoryList({ onRename }: { onRename: (category: CategorySummary) => void }) {
  const intl = useIntl();
  const summaries = useCategorySummaries();
  const reorder = useReorderCategories({
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'category.orderNotSaved', defaultMessage: 'The order was not saved' }), {
        description: error.message,
      }),
  });
  const update = useUpdateCategory({
    onSuccess: (category) =>
      toast.success(
        category.isActive
          ? intl.formatMessage({ id: 'category.reactivated', defaultMessage: 'Category reactivated' })
          : intl.formatMessage({ id: 'category.deactivated', defaultMessage: 'Category deactivated' }),
        {
          description: category.isActive
            ? intl.formatMessage(
                {
                  id: 'category.reactivatedDescription',
                  defaultMessage: '{name} is back on the till and in the product form.',
                },
                { name: category.name },
              )
            : intl.formatMessage(
                {
                  id: 'category.deactivatedDescription',
                  defaultMessage: '{name} is off the till’s chips; its products keep it.',
                },
                { name: category.name },
              ),
        },
      ),
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'category.notChanged', defaultMessage: 'The category was not changed' }), {
        description: error.message,
      }),
  });
  if (summaries.isError) return <QueryError error={summaries.error} onRetry={() => void summaries.refetch()} />;
  if (summaries.isPending) return <Skeleton className="h-64" />;
  const categories = summaries.data;
  if (categories.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'category.none', defaultMessage: 'No categories yet' })}
        hint={intl.formatMessage({ id: 'category.noneHint', defaultMessage: 'Add one: every product belongs to one' })}
        className="py-8"
      />
    );
  // While an order is saved or read back, the rows on screen may be out of date: moving waits for them.
  const busy = reorder.isPending || summaries.isFetching;
  const ids = categories.map((category) => category.id);
  const move = (category: CategorySummary, offset: number) =>
    reorder.mutate({ ids: moveCategory(ids, category.id, offset) });

  return (
    <div className="rounded-lg border">
      <Table aria-label={intl.formatMessage({ id: 'category.list', defaultMessage: 'Categories' })}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="catalog.category" defaultMessage="Category" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="catalog.products" defaultMessage="Products" />
            </TableHead>
            <TableHead className="w-0 text-right">
              <span className="sr-only">
                <FormattedMessage id="category.actions" defaultMessage="Actions" />
              </span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow key={category.id} aria-label={category.name}>
              <TableCell className={cn('font-medium whitespace-normal', !category.isActive && 'text-muted-foreground')}>
                <span className="mr-2 break-words">{category.name}</span>
                {!category.isActive && (
                  <Badge variant="outline">
                    <FormattedMessage id="category.inactive" defaultMessage="Inactive" />
                  </Badge>
                )}
              </TableCell>
              <TableCell className="text-right tabular-nums">{category.productCount}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-0.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'category.moveUp', defaultMessage: 'Move {name} up' },
                      { name: category.name },
                    )}
                    disabled={busy || index === 0}
                    onClick={() => move(category, -1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'category.moveDown', defaultMessage: 'Move {name} down' },
                      { name: category.name },
                    )}
                    disabled={busy || index === categories.length - 1}
                    onClick={() => move(category, 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'category.rename', defaultMessage: 'Rename {name}' },
                      { name: category.name },
                    )}
                    onClick={() => onRename(category)}
                  >
                    <Pencil />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="sm:w-auto sm:px-3"
                    aria-label={
                      category.isActive
                        ? intl.formatMessage(
                            { id: 'category.deactivateNamed', defaultMessage: 'Deactivate {name}' },
                            { name: category.name },
                          )
                        : intl.formatMessage(
                            { id: 'category.reactivateNamed', defaultMessage: 'Reactivate {name}' },
                            { name: category.name },
                          )
                    }
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate({ id: category.id, input: { name: category.name, isActive: !category.isActive } })
                    }
                  >
                    {category.isActive ? <EyeOff /> : <Eye />}
                    <span className="hidden sm:inline">
                      {category.isActive ? (
                        <FormattedMessage id="category.deactivate" defaultMessage="Deactivate" />
                      ) : (
                        <FormattedMessage id="category.reactivate" defaultMessage="Reactivate" />
                      )}
                    </span>
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

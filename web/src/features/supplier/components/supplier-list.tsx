import { Pencil } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Supplier } from '@tillwise/core/purchasing/supplier-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSuppliers } from '../api/get-suppliers';

/** The chain's suppliers with how to reach them and how many products name each. */
export function SupplierList({ onEdit }: { onEdit?: (supplier: Supplier) => void }) {
  const intl = useIntl();
  const suppliers = useSuppliers();
  if (suppliers.isError) return <QueryError error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  if (suppliers.isPending) return <Skeleton className="h-48" />;
  if (suppliers.data.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'supplier.none', defaultMessage: 'No suppliers yet' })}
        hint={intl.formatMessage({ id: 'supplier.noneHint', defaultMessage: 'Add one, or name one on a product' })}
        className="py-8"
      />
    );
  return (
    <div className="rounded-lg border">
      <Table aria-label={intl.formatMessage({ id: 'supplier.list', defaultMessage: 'Suppliers' })}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <FormattedMessage id="supplier.column.supplier" defaultMessage="Supplier" />
            </TableHead>
            <TableHead className="hidden md:table-cell">
              <FormattedMessage id="supplier.column.contact" defaultMessage="Contact" />
            </TableHead>
            <TableHead className="hidden sm:table-cell">
              <FormattedMessage id="supplier.column.email" defaultMessage="Email" />
            </TableHead>
            <TableHead className="text-right">
              <FormattedMessage id="supplier.column.products" defaultMessage="Products" />
            </TableHead>
            <TableHead className="hidden text-right sm:table-cell">
              <FormattedMessage id="supplier.column.leadTime" defaultMessage="Lead time" />
            </TableHead>
            {onEdit && <TableHead className="w-12" />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {suppliers.data.map((supplier) => (
            <TableRow key={supplier.id}>
              <TableCell className="font-medium">
                {supplier.name}
                {supplier.phone && <span className="block text-xs text-muted-foreground">{supplier.phone}</span>}
              </TableCell>
              <TableCell className="hidden md:table-cell">{supplier.contactName || '—'}</TableCell>
              <TableCell className="hidden sm:table-cell">{supplier.email || '—'}</TableCell>
              <TableCell className="text-right tabular-nums">{supplier.productCount}</TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                <FormattedMessage
                  id="supplier.leadTimeDays"
                  defaultMessage="{days, plural, one {# day} other {# days}}"
                  values={{ days: supplier.leadTimeDays }}
                />
              </TableCell>
              {onEdit && (
                <TableCell>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'supplier.edit', defaultMessage: 'Edit {name}' },
                      { name: supplier.name },
                    )}
                    onClick={() => onEdit(supplier)}
                  >
                    <Pencil />
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

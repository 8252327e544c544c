import { Pencil } from 'lucide-react';
import type { Supplier } from '@tillwise/core/purchasing/supplier-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSuppliers } from '../api/get-suppliers';

/** The chain's suppliers with how to reach them and how many products name each. */
export function SupplierList({ onEdit }: { onEdit?: (supplier: Supplier) => void }) {
  const suppliers = useSuppliers();
  if (suppliers.isError) return <QueryError error={suppliers.error} onRetry={() => void suppliers.refetch()} />;
  if (suppliers.isPending) return <Skeleton className="h-48" />;
  if (suppliers.data.length === 0)
    return <EmptyState title="No suppliers yet" hint="Add one, or name one on a product" className="py-8" />;
  return (
    <div className="rounded-lg border">
      <Table aria-label="Suppliers">
        <TableHeader>
          <TableRow>
            <TableHead>Supplier</TableHead>
            <TableHead className="hidden md:table-cell">Contact</TableHead>
            <TableHead className="hidden sm:table-cell">Email</TableHead>
            <TableHead className="text-right">Products</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Lead time</TableHead>
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
                {supplier.leadTimeDays} {supplier.leadTimeDays === 1 ? 'day' : 'days'}
              </TableCell>
              {onEdit && (
                <TableCell>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${supplier.name}`}
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

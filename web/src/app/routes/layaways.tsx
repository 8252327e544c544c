import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { LayawayDetailsDialog } from '@/features/layaway/components/layaway-details-dialog';
import { LayawaysList } from '@/features/layaway/components/layaways-list';
import type { LayawayFiltersState } from '@/features/layaway/components/layaways-list';
import { useSession } from '@/features/session/api/get-session';
import { useThisTill } from '@/features/till/hooks/till-store';
import { toast } from '@/lib/toast';
import { formatMoney } from '@/lib/money';

/** Layaways: every layaway of the store by number, customer and status; one opens to take a payment or cancel it. */
export function LayawaysRoute() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<LayawayFiltersState>({});
  const [page, setPage] = useState(1);
  const till = useThisTill();
  const permissions = useSession().data?.permissions ?? [];
  const openLayaway = params.get('layaway');
  const setOpenLayaway = (id: string | null) => setParams(id ? { layaway: id } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Layaways"
        description="Goods put by for customers against a deposit, paid off at any till and handed over once paid."
        actions={
          <Button variant="outline" asChild>
            <Link to="/orders">Orders</Link>
          </Button>
        }
      />
      <LayawaysList
        filters={filters}
        onFiltersChange={setFilters}
        page={page}
        onPageChange={setPage}
        onOpen={setOpenLayaway}
      />
      {openLayaway && (
        <LayawayDetailsDialog
          layawayId={openLayaway}
          tillId={till?.id ?? null}
          canCancel={permissions.includes('pos:refund')}
          onClose={() => setOpenLayaway(null)}
          onPaid={(layaway) =>
            toast.success(layaway.status === 'completed' ? `Layaway ${layaway.number} handed over` : 'Payment taken', {
              description:
                layaway.status === 'completed'
                  ? `Sold as ${layaway.orderNumber}: ${formatMoney(layaway.totalCents)} paid in full.`
                  : `${formatMoney(layaway.balanceCents)} left to pay by ${layaway.dueDate}.`,
            })
          }
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { PackagePlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/api/get-session';
import { NewSpecialOrderDialog } from '@/features/special-order/components/new-special-order-dialog';
import { SpecialOrderDetailsDialog } from '@/features/special-order/components/special-order-details-dialog';
import { SpecialOrdersList } from '@/features/special-order/components/special-orders-list';
import type { SpecialOrderFiltersState } from '@/features/special-order/components/special-orders-list';
import { useThisTill } from '@/features/till/hooks/till-store';
import { toast } from '@/lib/toast';
import { formatMoney } from '@/lib/money';

/** Special orders: items ordered in for customers, by number, customer, item and status; one opens to hand over. */
export function SpecialOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<SpecialOrderFiltersState>({});
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const till = useThisTill();
  const permissions = useSession().data?.permissions ?? [];
  const openOrder = params.get('order');
  const setOpenOrder = (id: string | null) => setParams(id ? { order: id } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Special orders"
        description="Items ordered in for customers: on the next purchase order to their supplier, put by when they arrive."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/orders">Orders</Link>
            </Button>
            <Button
              disabled={!till}
              title={till ? undefined : 'Special orders are taken at a till'}
              onClick={() => setCreating(true)}
            >
              <PackagePlus /> New special order
            </Button>
          </>
        }
      />
      <SpecialOrdersList
        filters={filters}
        onFiltersChange={setFilters}
        page={page}
        onPageChange={setPage}
        onOpen={setOpenOrder}
      />
      {creating && till && (
        <NewSpecialOrderDialog
          tillId={till.id}
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            setCreating(false);
            setOpenOrder(order.id);
            toast.success(`Special order ${order.number} placed`, {
              description: `On ${order.purchaseOrder?.number ?? 'a purchase order'} to ${order.supplierName}.`,
            });
          }}
        />
      )}
      {openOrder && (
        <SpecialOrderDetailsDialog
          specialOrderId={openOrder}
          tillId={till?.id ?? null}
          canCancel={permissions.includes('pos:refund')}
          onClose={() => setOpenOrder(null)}
          onCollected={(order) =>
            toast.success(`Special order ${order.number} handed over`, {
              description: `Sold as ${order.orderNumber}: ${formatMoney(order.totalCents)}.`,
            })
          }
        />
      )}
    </>
  );
}

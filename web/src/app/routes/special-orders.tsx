import { useState } from 'react';
import { PackagePlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'specialOrder.plural', defaultMessage: 'Special orders' })}
        description={intl.formatMessage({
          id: 'specialOrder.page.description',
          defaultMessage:
            'Items ordered in for customers: on the next purchase order to their supplier, put by when they arrive.',
        })}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/orders">
                <FormattedMessage id="orders.link" defaultMessage="Orders" />
              </Link>
            </Button>
            <Button
              disabled={!till}
              title={
                till
                  ? undefined
                  : intl.formatMessage({
                      id: 'specialOrder.page.notATill',
                      defaultMessage: 'Special orders are taken at a till',
                    })
              }
              onClick={() => setCreating(true)}
            >
              <PackagePlus /> <FormattedMessage id="specialOrder.new.title" defaultMessage="New special order" />
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
            toast.success(
              intl.formatMessage(
                { id: 'specialOrder.toast.placed', defaultMessage: 'Special order {number} placed' },
                { number: order.number },
              ),
              {
                description: order.purchaseOrder
                  ? intl.formatMessage(
                      { id: 'specialOrder.toast.onOrder', defaultMessage: 'On {purchaseOrder} to {supplier}.' },
                      { purchaseOrder: order.purchaseOrder.number, supplier: order.supplierName },
                    )
                  : intl.formatMessage(
                      { id: 'specialOrder.toast.onAnOrder', defaultMessage: 'On a purchase order to {supplier}.' },
                      { supplier: order.supplierName },
                    ),
              },
            );
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
            toast.success(
              intl.formatMessage(
                { id: 'specialOrder.toast.handedOver', defaultMessage: 'Special order {number} handed over' },
                { number: order.number },
              ),
              {
                description: intl.formatMessage(
                  { id: 'specialOrder.toast.soldAs', defaultMessage: 'Sold as {number}: {total}.' },
                  { number: order.orderNumber, total: formatMoney(order.totalCents) },
                ),
              },
            )
          }
        />
      )}
    </>
  );
}

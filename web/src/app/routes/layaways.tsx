import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'layaway.plural', defaultMessage: 'Layaways' })}
        description={intl.formatMessage({
          id: 'layaway.page.description',
          defaultMessage:
            'Goods put by for customers against a deposit, paid off at any till and handed over once paid.',
        })}
        actions={
          <Button variant="outline" asChild>
            <Link to="/orders">
              <FormattedMessage id="orders.link" defaultMessage="Orders" />
            </Link>
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
            layaway.status === 'completed'
              ? toast.success(
                  intl.formatMessage(
                    { id: 'layaway.toast.handedOver', defaultMessage: 'Layaway {number} handed over' },
                    { number: layaway.number },
                  ),
                  {
                    description: intl.formatMessage(
                      { id: 'layaway.toast.soldAs', defaultMessage: 'Sold as {number}: {total} paid in full.' },
                      { number: layaway.orderNumber, total: formatMoney(layaway.totalCents) },
                    ),
                  },
                )
              : toast.success(intl.formatMessage({ id: 'layaway.toast.paid', defaultMessage: 'Payment taken' }), {
                  description: intl.formatMessage(
                    { id: 'layaway.toast.left', defaultMessage: '{balance} left to pay by {date}.' },
                    { balance: formatMoney(layaway.balanceCents), date: layaway.dueDate },
                  ),
                })
          }
        />
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileText, Package, PackagePlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogKeys } from '@/features/catalog/api/catalog-keys';
import { usePaymentSettings } from '@/features/payment/api/get-payment-settings';
import { saleKeys } from '@/features/sale/api/sale-keys';
import { useSalesOverview } from '@/features/sale/api/get-sales-overview';
import { OrdersList } from '@/features/sale/components/orders-list';
import type { OrderFilters } from '@/features/sale/components/orders-list';
import { OrdersOverview } from '@/features/sale/components/orders-overview';
import { useReceiptSettings } from '@/features/sale/api/get-receipt-settings';
import { useReceiptPrinter } from '@/features/sale/components/receipt-printer';
import { SaleDetailsDialog } from '@/features/sale/components/sale-details-dialog';
import { useSession } from '@/features/session/api/get-session';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useThisTill } from '@/features/till/hooks/till-store';

const RefundDialog = lazy(() =>
  import('@/features/refund/components/refund-dialog').then((m) => ({ default: m.RefundDialog })),
);

export function OrdersRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>({});
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string | null>(null);
  const overview = useSalesOverview();
  const preferences = usePreferences().data;
  const paperWidth = preferences?.hardware.paperWidth;
  const printer = useReceiptPrinter(paperWidth);
  const receiptSettings = useReceiptSettings().data;
  const queryClient = useQueryClient();
  const canRefund = useSession().data?.permissions.includes('pos:refund') ?? false;
  const till = useThisTill();
  const paymentSettings = usePaymentSettings().data;
  const cashRoundingStep = paymentSettings?.cashRoundingCents ?? 0;
  const openSale = params.get('sale');
  const setOpenSale = (id: string | null) => setParams(id ? { sale: id } : {}, { replace: true });
  const showList = (next: OrderFilters) => {
    setFilters(next);
    setPage(1);
    document.getElementById('all-orders')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'orders.title', defaultMessage: 'Orders' })}
        description={intl.formatMessage({ id: 'orders.description', defaultMessage: 'Manage your sales orders.' })}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/quotes">
                <FileText /> <FormattedMessage id="orders.quotes" defaultMessage="Quotes" />
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/layaways">
                <Package /> <FormattedMessage id="orders.layaways" defaultMessage="Layaways" />
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/special-orders">
                <PackagePlus /> <FormattedMessage id="orders.specialOrders" defaultMessage="Special orders" />
              </Link>
            </Button>
          </>
        }
      />
      {overview.isError && <QueryError error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.data ? (
        <OrdersOverview
          overview={overview.data}
          onViewAll={() => showList({})}
          onViewPending={() => showList({ status: 'parked' })}
          onViewProcessing={() => showList({ status: 'processing' })}
          onOpen={setOpenSale}
        />
      ) : (
        <Skeleton className="h-56" />
      )}
      <section id="all-orders" className="scroll-mt-20 space-y-3">
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="orders.all" defaultMessage="All Orders" />
        </h2>
        <OrdersList
          filters={filters}
          onFiltersChange={setFilters}
          page={page}
          onPageChange={setPage}
          onOpen={setOpenSale}
        />
      </section>
      {openSale && (
        <SaleDetailsDialog
          saleId={openSale}
          canRefund={canRefund}
          onClose={() => setOpenSale(null)}
          onPrint={printer.print}
          onRefund={(sale) => {
            setOpenSale(null);
            setRefunding(sale.id);
          }}
        />
      )}
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog
            open
            initialSaleId={refunding}
            tillId={till?.id ?? null}
            cashRoundingStep={cashRoundingStep}
            takesCash={paymentSettings?.enabledMethods.includes('cash') ?? true}
            promotionRefundRule={preferences?.refunds.promotionRule}
            slip={receiptSettings && { settings: receiptSettings, paperWidth }}
            onOpenChange={(open) => !open && setRefunding(null)}
            onRefunded={() => {
              void queryClient.invalidateQueries({ queryKey: saleKeys.all });
              void queryClient.invalidateQueries({ queryKey: catalogKeys.lists() });
            }}
          />
        </Suspense>
      )}
      {printer.printArea}
    </>
  );
}

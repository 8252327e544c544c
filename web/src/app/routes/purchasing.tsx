import { useState } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { purchaseOrderCsvTable } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrder } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { Supplier } from '@tillwise/core/purchasing/supplier-schemas';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PurchaseOrderDialog } from '@/features/purchase-order/components/purchase-order-dialog';
import type { OrderLineDraft } from '@/features/purchase-order/components/purchase-order-dialog';
import { PurchaseOrderList } from '@/features/purchase-order/components/purchase-order-list';
import { PurchaseOrderPrint } from '@/features/purchase-order/components/purchase-order-print';
import { ReceiveDialog } from '@/features/purchase-order/components/receive-dialog';
import { ReorderSuggestions } from '@/features/purchase-order/components/reorder-suggestions';
import { useSession } from '@/features/session/api/get-session';
import { useSuppliers } from '@/features/supplier/api/get-suppliers';
import { SupplierFormDialog } from '@/features/supplier/components/supplier-form-dialog';
import { SupplierList } from '@/features/supplier/components/supplier-list';
import { usePrintJob } from '@/hooks/use-print-job';
import { downloadCsv } from '@/lib/download-csv';
import { moneyFormat } from '@/lib/money';
import { toast } from '@/lib/toast';

const views = ['orders', 'reorder', 'suppliers'] as const;
type View = (typeof views)[number];
type Editing = { order: PurchaseOrder | null; initial?: { supplierId: string; lines: OrderLineDraft[] } };

/** Buying stock: purchase orders and the goods received against them, what to reorder, and the suppliers. */
export function PurchasingRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const view: View = views.find((value) => value === params.get('view')) ?? 'orders';
  const session = useSession().data;
  const canManage = session?.permissions.includes('products:manage') ?? false;
  const suppliers = useSuppliers();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const [supplier, setSupplier] = useState<Supplier | 'new' | null>(null);
  const printJob = usePrintJob<PurchaseOrder>();

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'purchaseOrder.page.title', defaultMessage: 'Purchasing' })}
        description={
          session
            ? intl.formatMessage(
                {
                  id: 'purchaseOrder.page.description',
                  defaultMessage: 'Orders to suppliers and the deliveries received at {store}.',
                },
                { store: session.store.name },
              )
            : intl.formatMessage({
                id: 'purchaseOrder.page.descriptionNoStore',
                defaultMessage: 'Orders to suppliers and the deliveries received at this store.',
              })
        }
        actions={
          canManage &&
          (view === 'suppliers' ? (
            <Button onClick={() => setSupplier('new')}>
              <Plus /> <FormattedMessage id="purchaseOrder.page.newSupplier" defaultMessage="New supplier" />
            </Button>
          ) : (
            <Button onClick={() => setEditing({ order: null })}>
              <Plus /> <FormattedMessage id="purchaseOrder.new" defaultMessage="New purchase order" />
            </Button>
          ))
        }
      />
      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'orders' ? {} : { view: next }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="orders">
            <FormattedMessage id="purchaseOrder.tab.orders" defaultMessage="Orders" />
          </TabsTrigger>
          <TabsTrigger value="reorder">
            <FormattedMessage id="purchaseOrder.tab.reorder" defaultMessage="Reorder" />
          </TabsTrigger>
          <TabsTrigger value="suppliers">
            <FormattedMessage id="purchaseOrder.tab.suppliers" defaultMessage="Suppliers" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <PurchaseOrderList
            canManage={canManage}
            onEdit={(order) => setEditing({ order })}
            onReceive={setReceiving}
            onPrint={printJob.print}
            onDownload={(order) =>
              void downloadCsv(`${order.number}.csv`, purchaseOrderCsvTable(order, moneyFormat().currency))
            }
          />
        </TabsContent>
        <TabsContent value="reorder">
          <ReorderSuggestions
            onOrder={
              canManage
                ? (supplierId, items) =>
                    setEditing({
                      order: null,
                      initial: {
                        supplierId,
                        lines: items.map((item) => ({
                          productId: item.productId,
                          name: item.name,
                          sku: item.sku,
                          soldBy: item.soldBy,
                          quantity: item.quantity,
                          unitCostCents: item.unitCostCents,
                        })),
                      },
                    })
                : undefined
            }
          />
        </TabsContent>
        <TabsContent value="suppliers">
          <SupplierList onEdit={canManage ? setSupplier : undefined} />
        </TabsContent>
      </Tabs>
      {editing && (
        <PurchaseOrderDialog
          suppliers={suppliers.data ?? []}
          order={editing.order}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={(order) => {
            setEditing(null);
            if (view !== 'orders') setParams({}, { replace: true });
            toast.success(
              intl.formatMessage(
                { id: 'purchaseOrder.toast.saved', defaultMessage: '{number} saved as a draft' },
                { number: order.number },
              ),
              { description: order.supplier.name },
            );
          }}
        />
      )}
      {receiving && (
        <ReceiveDialog
          order={receiving}
          onClose={() => setReceiving(null)}
          onReceived={(order, arrived) => {
            setReceiving(null);
            toast.success(
              intl.formatMessage(
                { id: 'purchaseOrder.toast.received', defaultMessage: '{arrived} received on {number}' },
                { arrived, number: order.number },
              ),
              {
                description:
                  order.status === 'received'
                    ? intl.formatMessage({
                        id: 'purchaseOrder.toast.complete',
                        defaultMessage: 'The order is complete',
                      })
                    : intl.formatMessage({ id: 'purchaseOrder.toast.rest', defaultMessage: 'The rest stays on order' }),
              },
            );
          }}
        />
      )}
      {supplier && (
        <SupplierFormDialog
          supplier={supplier === 'new' ? null : supplier}
          onClose={() => setSupplier(null)}
          onSaved={(saved) => {
            setSupplier(null);
            toast.success(
              intl.formatMessage({ id: 'purchaseOrder.toast.supplierSaved', defaultMessage: 'Supplier saved' }),
              { description: saved.name },
            );
          }}
        />
      )}
      {printJob.item && (
        <PurchaseOrderPrint order={printJob.item} storeName={session?.store.name ?? ''} onReady={printJob.onReady} />
      )}
    </>
  );
}

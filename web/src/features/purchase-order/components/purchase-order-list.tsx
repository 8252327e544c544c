import { useState } from 'react';
import { FileDown, PackageCheck, Pencil, Printer, Send, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { purchaseOrderStatuses } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { PurchaseOrder, PurchaseOrderStatus } from '@tillwise/core/purchasing/purchase-order-schemas';
import { EmptyState } from '@/components/empty-state';
import { Pager } from '@/components/pager';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { useMovePurchaseOrder } from '../api/move-purchase-order';
import { purchaseOrderMovedMessages, purchaseOrderStatusMessages } from '../lib/purchase-order-messages';
import { PurchaseOrderCard } from './purchase-order-card';

const pageSize = 10;

interface PurchaseOrderListProps {
  canManage: boolean;
  onEdit: (order: PurchaseOrder) => void;
  onReceive: (order: PurchaseOrder) => void;
  onPrint: (order: PurchaseOrder) => void;
  onDownload: (order: PurchaseOrder) => void;
}

/** The store's purchase orders, newest first, filtered by status, each with what can be done with it next. */
export function PurchaseOrderList({ canManage, onEdit, onReceive, onPrint, onDownload }: PurchaseOrderListProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = usePurchaseOrders({ status: status || undefined, page, pageSize });
  const move = useMovePurchaseOrder({
    onSuccess: (order) =>
      toast.success(intl.formatMessage(purchaseOrderMovedMessages[order.status], { number: order.number })),
    onError: (error) => toast.error(error.message),
  });

  const actionsFor = (order: PurchaseOrder) => (
    <>
      {canManage && order.status === 'draft' && (
        <>
          <Button size="sm" variant="outline" onClick={() => onEdit(order)}>
            <Pencil /> <FormattedMessage id="purchaseOrder.list.edit" defaultMessage="Edit" />
          </Button>
          <Button size="sm" onClick={() => move.mutate({ id: order.id, transition: 'send' })}>
            <Send /> <FormattedMessage id="purchaseOrder.list.send" defaultMessage="Mark as sent" />
          </Button>
        </>
      )}
      {canManage && (order.status === 'sent' || order.status === 'partial') && (
        <Button size="sm" onClick={() => onReceive(order)}>
          <PackageCheck /> <FormattedMessage id="purchaseOrder.list.receive" defaultMessage="Receive" />
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(
          { id: 'purchaseOrder.list.print', defaultMessage: 'Print {number}' },
          { number: order.number },
        )}
        onClick={() => onPrint(order)}
      >
        <Printer />
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(
          { id: 'purchaseOrder.list.download', defaultMessage: 'Download {number} as CSV' },
          { number: order.number },
        )}
        onClick={() => onDownload(order)}
      >
        <FileDown />
      </Button>
      {canManage && (order.status === 'draft' || order.status === 'sent') && (
        <Button size="sm" variant="ghost" onClick={() => move.mutate({ id: order.id, transition: 'cancel' })}>
          <X /> <FormattedMessage id="purchaseOrder.list.cancel" defaultMessage="Cancel order" />
        </Button>
      )}
      {canManage && order.status === 'partial' && (
        <Button size="sm" variant="ghost" onClick={() => move.mutate({ id: order.id, transition: 'close' })}>
          <X /> <FormattedMessage id="purchaseOrder.list.close" defaultMessage="Close short" />
        </Button>
      )}
    </>
  );

  return (
    <section
      className="space-y-3"
      aria-label={intl.formatMessage({ id: 'purchaseOrder.plural', defaultMessage: 'Purchase orders' })}
    >
      <div className="w-full sm:w-56">
        <NativeSelect
          aria-label={intl.formatMessage({ id: 'purchaseOrder.list.status', defaultMessage: 'Status' })}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PurchaseOrderStatus | '');
            setPage(1);
          }}
        >
          <NativeSelectOption value="">
            <FormattedMessage id="purchaseOrder.list.everyStatus" defaultMessage="Every status" />
          </NativeSelectOption>
          {purchaseOrderStatuses.map((value) => (
            <NativeSelectOption key={value} value={value}>
              <FormattedMessage {...purchaseOrderStatusMessages[value]} />
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {orders.isError && <QueryError error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.isPending && <Skeleton className="h-40" />}
      {orders.data?.items.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'purchaseOrder.list.none', defaultMessage: 'No purchase orders' })}
          hint={intl.formatMessage({
            id: 'purchaseOrder.list.noneHint',
            defaultMessage: 'Start one, or from the reorder suggestions',
          })}
          className="rounded-lg border py-8"
        />
      )}
      {orders.data?.items.map((order) => (
        <PurchaseOrderCard key={order.id} order={order} actions={actionsFor(order)} />
      ))}
      {orders.data && orders.data.total > pageSize && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={orders.data.total}
          noun={[
            intl.formatMessage({ id: 'purchaseOrder.noun.one', defaultMessage: 'order' }),
            intl.formatMessage({ id: 'purchaseOrder.noun.other', defaultMessage: 'orders' }),
          ]}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}

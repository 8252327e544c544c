import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PurchaseOrder } from '@tillwise/core/purchasing/purchase-order-schemas';
import { dayOf, orderDay } from '../lib/purchase-order-messages';
import { formatMoney } from '@/lib/money';
import { DocumentPageStyle } from '@/components/document-page-style';
import { quantityText } from '@/lib/quantity';

interface PurchaseOrderPrintProps {
  order: PurchaseOrder;
  storeName: string;
  onReady: () => void;
}

/** The order on a sheet of paper for the supplier: the app's print area with the page set to a full sheet. */
export function PurchaseOrderPrint({ order, storeName, onReady }: PurchaseOrderPrintProps) {
  const intl = useIntl();
  useEffect(() => {
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <div className="print-receipt p-2 text-sm text-black" data-testid="print-purchase-order">
      <DocumentPageStyle />
      <header className="mb-6 flex justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            <FormattedMessage
              id="purchaseOrder.print.title"
              defaultMessage="Purchase order {number}"
              values={{ number: order.number }}
            />
          </h1>
          <p>{storeName}</p>
        </div>
        <div className="text-right">
          <p>
            <FormattedMessage
              id="purchaseOrder.print.date"
              defaultMessage="Date: {date}"
              values={{ date: orderDay(intl, new Date(order.sentAt ?? order.createdAt)) }}
            />
          </p>
          {order.expectedOn && (
            <p>
              <FormattedMessage
                id="purchaseOrder.print.deliverBy"
                defaultMessage="Deliver by: {date}"
                values={{ date: orderDay(intl, dayOf(order.expectedOn)) }}
              />
            </p>
          )}
        </div>
      </header>
      <p className="mb-4">
        <FormattedMessage
          id="purchaseOrder.print.to"
          defaultMessage="To: <b>{supplier}</b>"
          values={{ supplier: order.supplier.name, b: (chunks) => <strong>{chunks}</strong> }}
        />
        {order.supplier.email && ` · ${order.supplier.email}`}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th className="py-1">
              <FormattedMessage id="purchaseOrder.print.sku" defaultMessage="SKU" />
            </th>
            <th className="py-1">
              <FormattedMessage id="purchaseOrder.product" defaultMessage="Product" />
            </th>
            <th className="py-1 text-right">
              <FormattedMessage id="purchaseOrder.quantity" defaultMessage="Quantity" />
            </th>
            <th className="py-1 text-right">
              <FormattedMessage id="purchaseOrder.print.unitCost" defaultMessage="Unit cost" />
            </th>
            <th className="py-1 text-right">
              <FormattedMessage id="purchaseOrder.print.total" defaultMessage="Total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId} className="border-b border-neutral-300">
              <td className="py-1 font-mono">{line.sku}</td>
              <td className="py-1">{line.name}</td>
              <td className="py-1 text-right">{quantityText(line.quantity, line.soldBy)}</td>
              <td className="py-1 text-right">{formatMoney(line.unitCostCents)}</td>
              <td className="py-1 text-right">{formatMoney(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4} className="pt-2 text-right font-semibold">
              <FormattedMessage id="purchaseOrder.orderTotal" defaultMessage="Order total" />
            </td>
            <td className="pt-2 text-right font-semibold">{formatMoney(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {order.note && (
        <p className="mt-4">
          <FormattedMessage id="purchaseOrder.print.note" defaultMessage="Note: {note}" values={{ note: order.note }} />
        </p>
      )}
    </div>,
    document.body,
  );
}

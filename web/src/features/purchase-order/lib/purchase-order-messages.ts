import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { QuantityTotals } from '@tillwise/core/catalog/quantity-totals';
import { isSoldByWeight, parseQuantity } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { PurchaseOrderStatus } from '@tillwise/core/purchasing/purchase-order-schemas';
import { sessionLocale } from '@/lib/session-locale';
import { quantityText } from '@/lib/quantity';

/** A purchase order's status as a word (US English as core's purchaseOrderStatusLabels). */
export const purchaseOrderStatusMessages: Record<PurchaseOrderStatus, MessageDescriptor> = defineMessages({
  draft: { id: 'purchaseOrder.status.draft', defaultMessage: 'Draft' },
  sent: { id: 'purchaseOrder.status.sent', defaultMessage: 'Sent' },
  partial: { id: 'purchaseOrder.status.partial', defaultMessage: 'Partly received' },
  received: { id: 'purchaseOrder.status.received', defaultMessage: 'Received' },
  cancelled: { id: 'purchaseOrder.status.cancelled', defaultMessage: 'Cancelled' },
  closed: { id: 'purchaseOrder.status.closed', defaultMessage: 'Closed short' },
});

/** What an order became, as its toast says: 'PO-0001 sent'. */
export const purchaseOrderMovedMessages: Record<PurchaseOrderStatus, MessageDescriptor> = defineMessages({
  draft: { id: 'purchaseOrder.moved.draft', defaultMessage: '{number} draft' },
  sent: { id: 'purchaseOrder.moved.sent', defaultMessage: '{number} sent' },
  partial: { id: 'purchaseOrder.moved.partial', defaultMessage: '{number} partly received' },
  received: { id: 'purchaseOrder.moved.received', defaultMessage: '{number} received' },
  cancelled: { id: 'purchaseOrder.moved.cancelled', defaultMessage: '{number} cancelled' },
  closed: { id: 'purchaseOrder.moved.closed', defaultMessage: '{number} closed short' },
});

/** A day as an order states it: 'Nov 3, 2026' in US English, as the person's language writes it otherwise. */
export const orderDay = (intl: IntlShape, date: Date) =>
  intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });

/** A 'yyyy-MM-dd' day (an expected delivery), read at midday so no time zone moves it. */
export const dayOf = (day: string) => new Date(`${day}T12:00:00`);

/** What arrived, never added together: '3 units', '2.5 lb', '3 units · 2.5 lb' (as core's quantityTotalsText). */
export function arrivedText(intl: IntlShape, totals: QuantityTotals): string {
  const parts = totals.weights
    .filter((weight) => weight.quantity !== 0)
    .map((weight) => quantityText(weight.quantity, weight.soldBy));
  if (totals.units !== 0 || parts.length === 0)
    parts.unshift(
      intl.formatMessage(
        { id: 'purchaseOrder.units', defaultMessage: '{count, plural, one {{units} unit} other {{units} units}}' },
        { count: totals.units, units: String(totals.units) },
      ),
    );
  return parts.join(' · ');
}

/** Why a quantity that arrived does not read, in its unit. */
export function arrivedProblem(intl: IntlShape, text: string, soldBy: SoldBy): string {
  if (parseQuantity(text, soldBy, { allowZero: true, locale: sessionLocale() }) !== null)
    return intl.formatMessage(
      { id: 'purchaseOrder.receive.atMost', defaultMessage: 'At most {most}' },
      { most: `${intl.formatNumber(1_000_000)}${isSoldByWeight(soldBy) ? ` ${soldBy}` : ''}` },
    );
  return isSoldByWeight(soldBy)
    ? intl.formatMessage(
        {
          id: 'purchaseOrder.receive.weightHint',
          defaultMessage: 'Enter the quantity that arrived in {unit}, such as 12 or 0.45',
        },
        { unit: soldBy },
      )
    : intl.formatMessage({
        id: 'purchaseOrder.receive.wholeHint',
        defaultMessage: 'Enter the quantity that arrived as a whole number',
      });
}

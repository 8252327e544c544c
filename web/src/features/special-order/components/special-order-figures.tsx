import { useIntl } from 'react-intl';
import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';
import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { specialOrderMethodMessages } from '../lib/special-order-messages';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between font-semibold' : 'flex justify-between'}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/** What a special order is for and what it costs: the item, its supplier and purchase order, its money. */
export function SpecialOrderFigures({ order }: { order: SpecialOrder }) {
  const intl = useIntl();
  const quantity = lineQuantityLabel(order.quantity, order.unitPriceCents, order.soldBy, moneyFormat());
  return (
    <div className="space-y-3 text-sm">
      <div className="rounded-md border p-3">
        <p className="font-medium">{order.name}</p>
        <p className="text-muted-foreground">
          {order.purchaseOrder
            ? intl.formatMessage(
                {
                  id: 'specialOrder.figures.fromOn',
                  defaultMessage: '{sku} · {quantity} · from {supplier} on {purchaseOrder}',
                },
                { sku: order.sku, quantity, supplier: order.supplierName, purchaseOrder: order.purchaseOrder.number },
              )
            : intl.formatMessage(
                { id: 'specialOrder.figures.from', defaultMessage: '{sku} · {quantity} · from {supplier}' },
                { sku: order.sku, quantity, supplier: order.supplierName },
              )}
        </p>
      </div>
      <dl
        className="space-y-1"
        aria-label={intl.formatMessage({ id: 'specialOrder.figures.totals', defaultMessage: 'Special order totals' })}
      >
        <Row
          label={intl.formatMessage({ id: 'specialOrder.subtotal', defaultMessage: 'Subtotal' })}
          value={formatMoney(order.subtotalCents)}
        />
        <Row
          label={
            order.pricesIncludeTax
              ? intl.formatMessage({ id: 'specialOrder.taxIncluded', defaultMessage: 'Tax included' })
              : intl.formatMessage({ id: 'specialOrder.tax', defaultMessage: 'Tax' })
          }
          value={formatMoney(order.taxCents)}
        />
        <Row
          label={intl.formatMessage({ id: 'specialOrder.total', defaultMessage: 'Total' })}
          value={formatMoney(order.totalCents)}
          strong
        />
        {order.payments.map((payment) => (
          <Row
            key={payment.id}
            label={intl.formatMessage(
              {
                id: 'specialOrder.figures.payment',
                defaultMessage: '{kind, select, deposit {Deposit} other {Deposit given back}} ({method}) · {date}',
              },
              {
                kind: payment.kind,
                method: intl.formatMessage(specialOrderMethodMessages[payment.method]),
                date: payment.date,
              },
            )}
            value={formatMoney(payment.amountCents)}
          />
        ))}
        {(order.status === 'ordered' || order.status === 'ready') && (
          <Row
            label={intl.formatMessage({ id: 'specialOrder.leftToPay', defaultMessage: 'Left to pay' })}
            value={formatMoney(order.balanceCents)}
            strong
          />
        )}
      </dl>
    </div>
  );
}

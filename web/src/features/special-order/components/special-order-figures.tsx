import { lineQuantityLabel } from '@tillwise/core/catalog/sold-by';

import type { SpecialOrder } from '@tillwise/core/special-order/special-order-schemas';
import { layawayPaymentMethodLabels } from '@tillwise/core/layaway/layaway-methods';
import { formatMoney, moneyFormat } from '@/lib/money';

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={strong ? 'flex justify-between font-semibold' : 'flex justify-between'}>
    <dt>{label}</dt>
    <dd className="tabular-nums">{value}</dd>
  </div>
);

/** What a special order is for and what it costs: the item, its supplier and purchase order, its money. */
export function SpecialOrderFigures({ order }: { order: SpecialOrder }) {
  return (
    <div className="space-y-3 text-sm">
      <div className="rounded-md border p-3">
        <p className="font-medium">{order.name}</p>
        <p className="text-muted-foreground">
          {order.sku} · {lineQuantityLabel(order.quantity, order.unitPriceCents, order.soldBy, moneyFormat())} · from{' '}
          {order.supplierName}
          {order.purchaseOrder && ` on ${order.purchaseOrder.number}`}
        </p>
      </div>
      <dl className="space-y-1" aria-label="Special order totals">
        <Row label="Subtotal" value={formatMoney(order.subtotalCents)} />
        <Row label={order.pricesIncludeTax ? 'Tax included' : 'Tax'} value={formatMoney(order.taxCents)} />
        <Row label="Total" value={formatMoney(order.totalCents)} strong />
        {order.payments.map((payment) => (
          <Row
            key={payment.id}
            label={`${payment.kind === 'deposit' ? 'Deposit' : 'Deposit given back'} (${layawayPaymentMethodLabels[payment.method]}) · ${payment.date}`}
            value={formatMoney(payment.amountCents)}
          />
        ))}
        {(order.status === 'ordered' || order.status === 'ready') && (
          <Row label="Left to pay" value={formatMoney(order.balanceCents)} strong />
        )}
      </dl>
    </div>
  );
}

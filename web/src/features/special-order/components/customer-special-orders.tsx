import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useSpecialOrders } from '../api/get-special-orders';
import { SpecialOrderStatusBadge } from './special-order-status-badge';
import { formatMoney } from '@/lib/money';
import { quantityText } from '@/lib/quantity';

/** A customer's special orders in every store, newest first, each opening on the Special orders screen. */
export function CustomerSpecialOrders({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const orders = useSpecialOrders({ customerId, pageSize: 10 });
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">
        <FormattedMessage id="specialOrder.plural" defaultMessage="Special orders" />
      </h3>
      <ul
        className="divide-y rounded-md border"
        aria-label={intl.formatMessage({ id: 'specialOrder.plural', defaultMessage: 'Special orders' })}
      >
        {items.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span>
              <Link className="font-medium text-primary hover:underline" to={`/special-orders?order=${order.id}`}>
                {order.number}
              </Link>
              <span className="text-muted-foreground">
                {' '}
                <FormattedMessage
                  id="specialOrder.customer.line"
                  defaultMessage="· {quantity} × {name} · deposit {deposit}"
                  values={{
                    quantity: quantityText(order.quantity, order.soldBy),
                    name: order.name,
                    deposit: formatMoney(order.paidCents),
                  }}
                />
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{formatMoney(order.totalCents)}</span>
              <SpecialOrderStatusBadge status={order.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

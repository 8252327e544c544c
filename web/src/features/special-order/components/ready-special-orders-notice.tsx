import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatMoney } from '@/lib/money';

/** The Dashboard's notice of special orders whose goods have arrived, each opening on the Special orders screen. */
export function ReadySpecialOrdersNotice({ ready }: { ready: Dashboard['readySpecialOrders'] }) {
  if (ready.count === 0) return null;
  return (
    <Alert role="region" aria-label="Special orders ready to collect" className="border-primary/40 bg-primary/5">
      <PackageCheck aria-hidden />
      <AlertTitle>
        {ready.count === 1
          ? '1 special order is ready to collect'
          : `${ready.count} special orders are ready to collect`}
      </AlertTitle>
      <AlertDescription>
        <ul className="space-y-0.5">
          {ready.items.map((order) => (
            <li key={order.id}>
              <Link className="font-medium text-primary hover:underline" to={`/special-orders?order=${order.id}`}>
                {order.number}
              </Link>{' '}
              · {order.customerName} · {order.name} · arrived {order.readyAt.slice(0, 10)} ·{' '}
              {order.balanceCents > 0 ? `${formatMoney(order.balanceCents)} to pay` : 'paid in full'}
            </li>
          ))}
        </ul>
        {ready.count > ready.items.length && (
          <Link className="text-primary hover:underline" to="/special-orders">
            See all special orders ready to collect
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

import { PackageCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatMoney } from '@/lib/money';

/** The Dashboard's notice of special orders whose goods have arrived, each opening on the Special orders screen. */
export function ReadySpecialOrdersNotice({ ready }: { ready: Dashboard['readySpecialOrders'] }) {
  const intl = useIntl();
  if (ready.count === 0) return null;
  return (
    <Alert
      role="region"
      aria-label={intl.formatMessage({
        id: 'specialOrder.ready.region',
        defaultMessage: 'Special orders ready to collect',
      })}
      className="border-primary/40 bg-primary/5"
    >
      <PackageCheck aria-hidden />
      <AlertTitle>
        <FormattedMessage
          id="specialOrder.ready.title"
          defaultMessage="{count, plural, one {# special order is ready to collect} other {# special orders are ready to collect}}"
          values={{ count: ready.count }}
        />
      </AlertTitle>
      <AlertDescription>
        <ul className="space-y-0.5">
          {ready.items.map((order) => (
            <li key={order.id}>
              <Link className="font-medium text-primary hover:underline" to={`/special-orders?order=${order.id}`}>
                {order.number}
              </Link>{' '}
              {order.balanceCents > 0 ? (
                <FormattedMessage
                  id="specialOrder.ready.itemToPay"
                  defaultMessage="· {customer} · {name} · arrived {date} · {balance} to pay"
                  values={{
                    customer: order.customerName,
                    name: order.name,
                    date: order.readyAt.slice(0, 10),
                    balance: formatMoney(order.balanceCents),
                  }}
                />
              ) : (
                <FormattedMessage
                  id="specialOrder.ready.itemPaid"
                  defaultMessage="· {customer} · {name} · arrived {date} · paid in full"
                  values={{ customer: order.customerName, name: order.name, date: order.readyAt.slice(0, 10) }}
                />
              )}
            </li>
          ))}
        </ul>
        {ready.count > ready.items.length && (
          <Link className="text-primary hover:underline" to="/special-orders">
            <FormattedMessage id="specialOrder.ready.seeAll" defaultMessage="See all special orders ready to collect" />
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

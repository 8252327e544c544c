import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

import { useLayaways } from '../api/get-layaways';
import { LayawayStatusBadge } from './layaway-status-badge';
import { formatMoney } from '@/lib/money';

/** A customer's layaways in every store, newest first, each opening on the Layaways screen. */
export function CustomerLayaways({ customerId }: { customerId: string }) {
  const intl = useIntl();
  const layaways = useLayaways({ customerId, pageSize: 10 });
  const items = layaways.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">
        <FormattedMessage id="layaway.plural" defaultMessage="Layaways" />
      </h3>
      <ul
        className="divide-y rounded-md border"
        aria-label={intl.formatMessage({ id: 'layaway.plural', defaultMessage: 'Layaways' })}
      >
        {items.map((layaway) => (
          <li
            key={layaway.id}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span>
              <Link className="font-medium text-primary hover:underline" to={`/layaways?layaway=${layaway.id}`}>
                {layaway.number}
              </Link>
              <span className="text-muted-foreground">
                {' '}
                <FormattedMessage
                  id="layaway.customer.terms"
                  defaultMessage="· pay by {date} · paid {paid}"
                  values={{ date: layaway.dueDate, paid: formatMoney(layaway.paidCents) }}
                />
              </span>
            </span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{formatMoney(layaway.totalCents)}</span>
              <LayawayStatusBadge status={layaway.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

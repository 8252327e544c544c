import { CalendarClock } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatMoney } from '@/lib/money';

/** The Dashboard's notice of layaways past their pay-by date, each opening on the Layaways screen. */
export function OverdueLayawaysNotice({ overdue }: { overdue: Dashboard['overdueLayaways'] }) {
  const intl = useIntl();
  if (overdue.count === 0) return null;
  return (
    <Alert
      role="region"
      aria-label={intl.formatMessage({ id: 'layaway.overdue.region', defaultMessage: 'Overdue layaways' })}
      className="border-warning/40 bg-warning/5"
    >
      <CalendarClock aria-hidden />
      <AlertTitle>
        <FormattedMessage
          id="layaway.overdue.title"
          defaultMessage="{count, plural, one {# layaway is overdue} other {# layaways are overdue}}"
          values={{ count: overdue.count }}
        />
      </AlertTitle>
      <AlertDescription>
        <ul className="space-y-0.5">
          {overdue.items.map((layaway) => (
            <li key={layaway.id}>
              <Link className="font-medium text-primary hover:underline" to={`/layaways?layaway=${layaway.id}`}>
                {layaway.number}
              </Link>{' '}
              <FormattedMessage
                id="layaway.overdue.item"
                defaultMessage="· {customer} · was due {date} · {balance} left to pay"
                values={{
                  customer: layaway.customerName,
                  date: layaway.dueDate,
                  balance: formatMoney(layaway.balanceCents),
                }}
              />
            </li>
          ))}
        </ul>
        {overdue.count > overdue.items.length && (
          <Link className="text-primary hover:underline" to="/layaways">
            <FormattedMessage id="layaway.overdue.seeAll" defaultMessage="See all overdue layaways" />
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

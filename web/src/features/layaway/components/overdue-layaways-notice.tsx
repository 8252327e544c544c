import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@tillwise/core/report/dashboard-schemas';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatMoney } from '@/lib/money';

/** The Dashboard's notice of layaways past their pay-by date, each opening on the Layaways screen. */
export function OverdueLayawaysNotice({ overdue }: { overdue: Dashboard['overdueLayaways'] }) {
  if (overdue.count === 0) return null;
  return (
    <Alert role="region" aria-label="Overdue layaways" className="border-warning/40 bg-warning/5">
      <CalendarClock aria-hidden />
      <AlertTitle>{overdue.count === 1 ? '1 layaway is overdue' : `${overdue.count} layaways are overdue`}</AlertTitle>
      <AlertDescription>
        <ul className="space-y-0.5">
          {overdue.items.map((layaway) => (
            <li key={layaway.id}>
              <Link className="font-medium text-primary hover:underline" to={`/layaways?layaway=${layaway.id}`}>
                {layaway.number}
              </Link>{' '}
              · {layaway.customerName} · was due {layaway.dueDate} · {formatMoney(layaway.balanceCents)} left to pay
            </li>
          ))}
        </ul>
        {overdue.count > overdue.items.length && (
          <Link className="text-primary hover:underline" to="/layaways">
            See all overdue layaways
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}

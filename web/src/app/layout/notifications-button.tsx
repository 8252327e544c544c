import type * as React from 'react';
import { Bell } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useStockAlerts } from '@/features/inventory/api/get-stock-alerts';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useSession } from '@/features/session/api/get-session';

/** The bell, with the number of stock alerts when there are any (and low-stock alerts are on in Settings). */
export function NotificationsButton(props: React.ComponentProps<typeof Button>) {
  const alertsOn = usePreferences().data?.alerts.lowStockAlerts ?? true;
  const stockCount = useStockAlerts(useSession().data?.store.id).data?.count ?? 0;
  const count = alertsOn ? stockCount : 0;
  const shown = count > 99 ? '99+' : String(count);
  // The name is read from the button's own text, the badge's figure among it, so what is seen is what is named
  // (WCAG 2.5.3): an aria-label said "Notifications (120)" over a badge showing "99+".
  return (
    <Button variant="ghost" size="icon" className="relative" {...props}>
      <Bell aria-hidden />
      <span className="sr-only">
        <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
        {count > 0 && ', '}
      </span>
      {count > 0 && (
        <>
          <span className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white">
            {shown}
          </span>
          <span className="sr-only">
            {' '}
            <FormattedMessage id="notifications.stockAlerts" defaultMessage="stock alerts" />
          </span>
        </>
      )}
    </Button>
  );
}

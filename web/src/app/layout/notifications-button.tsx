import type * as React from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useStockAlerts } from '@/features/inventory/api/get-stock-alerts';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useSession } from '@/features/session/api/get-session';

/** The bell, with the number of stock alerts when there are any (and low-stock alerts are on in Settings). */
export function NotificationsButton(props: React.ComponentProps<typeof Button>) {
  const alertsOn = usePreferences().data?.alerts.lowStockAlerts ?? true;
  const stockCount = useStockAlerts(useSession().data?.store.id).data?.count ?? 0;
  const count = alertsOn ? stockCount : 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={count ? `Notifications (${count})` : 'Notifications'}
      {...props}
    >
      <Bell />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Button>
  );
}

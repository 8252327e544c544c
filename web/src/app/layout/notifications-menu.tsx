import { useNavigate } from 'react-router';
import { defineMessages, FormattedMessage } from 'react-intl';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Badge } from '@/components/ui/badge';
import { useStockAlerts } from '@/features/inventory/api/get-stock-alerts';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useSession } from '@/features/session/api/get-session';
import { NotificationsButton } from './notifications-button';
import { quantityText } from '@/lib/quantity';

const alertStatusMessages = defineMessages({
  low: { id: 'notifications.status.low', defaultMessage: 'low' },
  critical: { id: 'notifications.status.critical', defaultMessage: 'critical' },
});

/** Real alerts: products at or below their reorder level, the most urgent first; choosing one finds it. */
export function NotificationsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const alerts = useStockAlerts(useSession().data?.store.id).data;
  const alertsOn = usePreferences().data?.alerts.lowStockAlerts ?? true;
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NotificationsButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>
          <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!alertsOn ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            <FormattedMessage
              id="notifications.alertsOff"
              defaultMessage="Low-stock alerts are off (Settings → Alerts)."
            />
          </p>
        ) : !alerts || alerts.count === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            <FormattedMessage id="notifications.caughtUp" defaultMessage="You're all caught up." />
          </p>
        ) : (
          <div className="max-h-80 overflow-y-auto">
            {alerts.alerts.map((alert) => (
              <DropdownMenuItem
                key={alert.productId}
                onSelect={() => void navigate(`/products?q=${encodeURIComponent(alert.sku)}`)}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{alert.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <FormattedMessage
                      id="notifications.stockLeft"
                      defaultMessage="{left} left · reorder at {reorderAt}"
                      values={{
                        left: quantityText(alert.stock, alert.soldBy),
                        reorderAt: quantityText(alert.reorderLevel ?? 0, alert.soldBy),
                      }}
                    />
                  </p>
                </div>
                <Badge variant={alert.status === 'critical' ? 'destructive' : 'warning'}>
                  <FormattedMessage {...alertStatusMessages[alert.status]} />
                </Badge>
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

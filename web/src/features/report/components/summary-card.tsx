import type { LucideIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { formatChange } from '@tillwise/core/report/change';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SummaryCardProps {
  title: string;
  icon: LucideIcon;
  value: string;
  /** Percentage change against the previous period; null when there is nothing to compare with. */
  change?: number | null;
}

/** One of the dashboard's four figures, with its change 'from last period' where it has one. */
export function SummaryCard({ title, icon: Icon, value, change }: SummaryCardProps) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {change !== undefined && (
          <p className="mt-1 text-xs text-muted-foreground">
            {change === null ? (
              <FormattedMessage id="report.summary.noPrevious" defaultMessage="No sales in the previous period" />
            ) : (
              <FormattedMessage
                id="report.summary.change"
                defaultMessage="<b>{change}</b> from last period"
                values={{
                  change: formatChange(change),
                  b: (chunks) => (
                    <span className={cn('font-medium', change >= 0 ? 'text-success' : 'text-destructive')}>
                      {chunks}
                    </span>
                  ),
                }}
              />
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

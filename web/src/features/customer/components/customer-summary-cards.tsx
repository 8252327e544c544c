import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerSummary } from '@tillwise/core/customer/customer-schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface CustomerSummaryCardsProps {
  summary: CustomerSummary;
  onViewAll: () => void;
}

/** Recent Customers, Loyalty Program and Customer Analytics, from the database. */
export function CustomerSummaryCards({ summary, onViewAll }: CustomerSummaryCardsProps) {
  const recent = summary.recentCustomers;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="customer.summary.recentTitle" defaultMessage="Recent Customers" />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          {recent.length === 0 ? (
            <FormattedMessage
              id="customer.summary.recentNone"
              defaultMessage="No customers added in the last 7 days."
            />
          ) : (
            <FormattedMessage
              id="customer.summary.recent"
              defaultMessage="{count, plural, one {# customer} other {# customers}} added in the last 7 days: {names}."
              values={{ count: recent.length, names: recent.map((c) => c.name).join(', ') }}
            />
          )}
        </CardContent>
        <CardFooter>
          <Button variant="outline" className="w-full" onClick={onViewAll}>
            <FormattedMessage id="customer.summary.viewAll" defaultMessage="View All Customers" />
          </Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="customer.summary.loyaltyTitle" defaultMessage="Loyalty Program" />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          <FormattedMessage
            id="customer.summary.rewardsThisMonth"
            defaultMessage="{count} customers have earned rewards this month."
            values={{ count: summary.rewardsThisMonth }}
          />
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/settings?tab=payments">
              <FormattedMessage id="customer.summary.manageLoyalty" defaultMessage="Manage Loyalty Program" />
            </Link>
          </Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="customer.summary.analyticsTitle" defaultMessage="Customer Analytics" />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          <FormattedMessage
            id="customer.summary.analytics"
            defaultMessage="{total} customers, {eligible} with enough points for a reward."
            values={{ total: summary.totalCustomers, eligible: summary.eligibleForRewards }}
          />
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/reports?tab=finance">
              <FormattedMessage id="customer.summary.viewAnalytics" defaultMessage="View Analytics" />
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

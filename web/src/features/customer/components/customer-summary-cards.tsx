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
          <CardTitle>Recent Customers</CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          {recent.length === 0
            ? 'No customers added in the last 7 days.'
            : `${recent.length} ${recent.length === 1 ? 'customer' : 'customers'} added in the last 7 days: ${recent.map((c) => c.name).join(', ')}.`}
        </CardContent>
        <CardFooter>
          <Button variant="outline" className="w-full" onClick={onViewAll}>
            View All Customers
          </Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Loyalty Program</CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          {summary.rewardsThisMonth} customers have earned rewards this month.
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/settings?tab=payments">Manage Loyalty Program</Link>
          </Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Customer Analytics</CardTitle>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          {summary.totalCustomers} customers, {summary.eligibleForRewards} with enough points for a reward.
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/reports?tab=finance">View Analytics</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

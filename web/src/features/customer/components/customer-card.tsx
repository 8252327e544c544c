import { Mail, Phone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** A customer: name, email, phone, points and View. */
export function CustomerCard({ customer, onView }: { customer: Customer; onView: () => void }) {
  const intl = useIntl();
  return (
    <Card className="py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="min-w-0 space-y-1">
          <p className="truncate font-medium">{customer.name}</p>
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Mail className="size-3.5 shrink-0" /> {customer.email ?? '-'}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Phone className="size-3.5 shrink-0" /> {customer.phone ?? '-'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <Badge variant={customer.loyaltyPoints >= 100 ? 'success' : 'secondary'}>
            <FormattedMessage
              id="customer.card.points"
              defaultMessage="{points} pts"
              values={{ points: customer.loyaltyPoints }}
            />
          </Badge>
          <Button
            variant="outline"
            size="sm"
            onClick={onView}
            aria-label={intl.formatMessage(
              { id: 'customer.card.viewName', defaultMessage: 'View {name}' },
              { name: customer.name },
            )}
          >
            <FormattedMessage id="customer.card.view" defaultMessage="View" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

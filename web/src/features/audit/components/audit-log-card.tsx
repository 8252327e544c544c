import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** Settings › Security: the way to the audit log, for admins. */
export function AuditLogCard() {
  const intl = useIntl();
  return (
    <Card role="region" aria-label={intl.formatMessage({ id: 'audit.card.title', defaultMessage: 'Audit log' })}>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="audit.card.title" defaultMessage="Audit log" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="audit.card.description"
            defaultMessage="Every sale, refund, discount, void, cash movement, price and stock change, staff and settings change, with who did it and when. Entries can never be edited or deleted."
          />
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/audit">
            <ScrollText /> <FormattedMessage id="audit.card.open" defaultMessage="Open the audit log" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** Settings › Security: the way to the audit log, for admins. */
export function AuditLogCard() {
  return (
    <Card role="region" aria-label="Audit log">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every sale, refund, discount, void, cash movement, price and stock change, staff and settings change, with who
          did it and when. Entries can never be edited or deleted.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/audit">
            <ScrollText /> Open the audit log
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

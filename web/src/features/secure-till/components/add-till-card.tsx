import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Settings › Hardware: the way to put a new tablet or PC on the counter over https. */
export function AddTillCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="secureTill.addTill.title" defaultMessage="Add a till" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="secureTill.addTill.card"
            defaultMessage="A till on the shop’s network opens Tillwise over https, so it reloads with the server down and prints over USB. Show the address as a QR code, download the certificate and trust it once on the device."
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/add-till">
            <ShieldCheck /> <FormattedMessage id="secureTill.addTill.title" defaultMessage="Add a till" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

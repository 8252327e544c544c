import { useQuery } from '@tanstack/react-query';
import { Download, ShieldAlert, ShieldCheck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { authorityCertificatePath } from '@tillwise/core/https/https-schemas';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/query-error';
import { useSecureAddress } from '../api/get-secure-address';
import { browserTrusts, pageHost, secureUrlOf } from '../lib/secure-context';
import { AddressQrCode } from './address-qr-code';
import { DeviceSteps } from './device-steps';
import { TillCapabilitiesList } from './till-capabilities';

/**
 * Add a till: the server's https address as a QR code and text, the local CA to download, the steps to trust it on
 * each kind of device, and whether this browser trusts it already.
 */
export function AddTillPanel() {
  const secure = useSecureAddress();
  const port = secure.data?.httpsPort ?? null;
  const trust = useQuery({
    queryKey: ['https', 'trust', port],
    queryFn: () => browserTrusts(port),
    enabled: secure.isSuccess,
  });
  if (secure.isPending) return <Skeleton className="h-96" />;
  if (secure.isError) return <QueryError error={secure.error} onRetry={() => void secure.refetch()} />;
  const url = secureUrlOf(port);
  const { httpPort, localAuthority } = secure.data;
  const others = secure.data.addresses.map((address) => `${address}/pos`).filter((address) => address !== url);
  const plainHost = pageHost();
  return (
    <div className="space-y-6">
      {trust.data === undefined ? (
        <Skeleton className="h-16" />
      ) : trust.data ? (
        <Alert>
          <ShieldCheck />
          <AlertTitle>
            <FormattedMessage id="secureTill.trusted" defaultMessage="This browser trusts Tillwise’s certificate" />
          </AlertTitle>
          <AlertDescription>
            <FormattedMessage
              id="secureTill.trusted.description"
              defaultMessage="Open the till at its https address and it reloads offline and prints over USB."
            />
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <ShieldAlert />
          <AlertTitle>
            <FormattedMessage
              id="secureTill.notTrusted"
              defaultMessage="This browser does not trust Tillwise’s certificate yet"
            />
          </AlertTitle>
          <AlertDescription>
            {localAuthority ? (
              <FormattedMessage
                id="secureTill.notTrusted.download"
                defaultMessage="Download the certificate below and follow the steps for this device, then open the https address."
              />
            ) : (
              <FormattedMessage id="secureTill.notTrusted.open" defaultMessage="Open the https address below." />
            )}
          </AlertDescription>
        </Alert>
      )}
      {url ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="secureTill.address" defaultMessage="The till’s address" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="secureTill.address.description"
                defaultMessage="Scan it on the tablet, or type it in the browser."
              />
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <AddressQrCode url={url} />
            <div className="min-w-0 space-y-2 text-sm">
              <p className="font-mono text-base break-all" data-testid="secure-address">
                {url}
              </p>
              {others.length > 0 && (
                <p className="text-muted-foreground">
                  <FormattedMessage
                    id="secureTill.otherAddresses"
                    defaultMessage="This machine also answers at {addresses}."
                    values={{ addresses: others.join(', ') }}
                  />
                </p>
              )}
              <p className="text-muted-foreground">
                <FormattedMessage
                  id="secureTill.plainAddress"
                  defaultMessage="A device that does not trust the certificate yet opens {address} first."
                  values={{
                    address: <span className="font-mono break-all">{`http://${plainHost}:${httpPort}/add-till`}</span>,
                  }}
                />
              </p>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Alert>
          <AlertTitle>
            <FormattedMessage id="secureTill.noHttps" defaultMessage="This server runs without https" />
          </AlertTitle>
          <AlertDescription>
            <FormattedMessage
              id="secureTill.noHttps.description"
              defaultMessage="Start it without HTTPS_PORT=off, or put it behind a proxy that serves https."
            />
          </AlertDescription>
        </Alert>
      )}
      {localAuthority && (
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="secureTill.trust" defaultMessage="Trust the certificate, once on each device" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage
                id="secureTill.trust.description"
                defaultMessage="Tillwise made its own certificate authority for this shop when it first started."
              />
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button asChild variant="outline">
              <a href={authorityCertificatePath} download="tillwise-ca.crt">
                <Download /> <FormattedMessage id="secureTill.download" defaultMessage="Download the certificate" />
              </a>
            </Button>
            <DeviceSteps />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="secureTill.thisBrowser" defaultMessage="This browser" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          <TillCapabilitiesList />
        </CardContent>
      </Card>
    </div>
  );
}

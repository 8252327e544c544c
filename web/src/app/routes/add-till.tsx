import { ArrowLeft, Sprout } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { AddTillPanel } from '@/features/secure-till/components/add-till-panel';

/**
 * Add a till, outside the signed-in app: a device that does not trust the server's certificate yet opens it over
 * plain http (the server lets this page through) to download the certificate and read how to trust it.
 */
export function AddTillRoute() {
  return (
    <div className="min-h-svh bg-muted/40">
      <main className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
        <a href="/" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" />{' '}
          <FormattedMessage id="secureTill.backToTillwise" defaultMessage="Back to Tillwise" />
        </a>
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Sprout className="size-5" />
          </div>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">
              <FormattedMessage id="secureTill.addTill.title" defaultMessage="Add a till" />
            </h1>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="secureTill.addTill.description"
                defaultMessage="Put a tablet or PC on the counter over https."
              />
            </p>
          </div>
        </div>
        <AddTillPanel />
      </main>
    </div>
  );
}

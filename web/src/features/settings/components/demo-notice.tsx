import { useState } from 'react';
import { Sprout } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StartForRealDialog } from './start-for-real-dialog';

/** The Dashboard's word to admins while the store still holds the demo it was installed with. */
export function DemoNotice({ storeName }: { storeName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Alert
      role="region"
      aria-label={intl.formatMessage({ id: 'settings.demo.label', defaultMessage: 'Demo data' })}
      className="border-primary/30 bg-primary/5"
    >
      <Sprout aria-hidden />
      <AlertTitle>
        <FormattedMessage id="settings.demo.title" defaultMessage="This store still holds the demo" />
      </AlertTitle>
      <AlertDescription className="sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
        <p>
          <FormattedMessage
            id="settings.demo.description"
            defaultMessage="Its products, customers and 90 days of sales are examples. Remove them when you are ready: your settings, tills and sign-in stay."
          />
        </p>
        <Button type="button" size="sm" className="mt-1 sm:mt-0" onClick={() => setOpen(true)}>
          <FormattedMessage id="settings.demo.start" defaultMessage="Start trading for real" />
        </Button>
      </AlertDescription>
      {open && <StartForRealDialog storeName={storeName} onClose={() => setOpen(false)} />}
    </Alert>
  );
}

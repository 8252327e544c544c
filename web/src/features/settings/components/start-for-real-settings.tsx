import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { SettingsCard } from './settings-card';
import { StartForRealDialog } from './start-for-real-dialog';

/** Settings › General, for admins: start trading for real, after a confirmation. */
export function StartForRealSettings({ storeName }: { storeName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.startForReal.title', defaultMessage: 'Start trading for real' })}
      description={intl.formatMessage({
        id: 'settings.startForReal.description',
        defaultMessage: 'Remove the demo’s products, customers, sales and history, and start with an empty store.',
      })}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="settings.startForReal.kept"
            defaultMessage="You, this store’s settings and its tills are kept. Everything else goes, for good."
          />
        </p>
        <Button type="button" variant="destructive" className="self-start sm:self-auto" onClick={() => setOpen(true)}>
          <FormattedMessage id="settings.startForReal.open" defaultMessage="Start trading for real…" />
        </Button>
      </div>
      {open && <StartForRealDialog storeName={storeName} onClose={() => setOpen(false)} />}
    </SettingsCard>
  );
}

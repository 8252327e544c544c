import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SettingsCard } from './settings-card';
import { StartForRealDialog } from './start-for-real-dialog';

/** Settings › General, for admins: start trading for real, after a confirmation. */
export function StartForRealSettings({ storeName }: { storeName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title="Start trading for real"
      description="Remove the demo’s products, customers, sales and history, and start with an empty store."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          You, this store’s settings and its tills are kept. Everything else goes, for good.
        </p>
        <Button type="button" variant="destructive" className="self-start sm:self-auto" onClick={() => setOpen(true)}>
          Start trading for real…
        </Button>
      </div>
      {open && <StartForRealDialog storeName={storeName} onClose={() => setOpen(false)} />}
    </SettingsCard>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Till } from '@tillwise/core/till/till-schemas';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useTills } from '../api/get-tills';
import { thisTill } from '../hooks/till-store';
import { AddTillForm } from './add-till-form';
import { dayAndTime } from '@/lib/format-date';

interface TillChooserDialogProps {
  store: StoreSummary;
  /** A manager or admin: may add a new till here as well as choose one. */
  canAddTill: boolean;
  /** This browser is now that till. */
  onChosen: () => void;
  /** Closed without choosing. */
  onClose: () => void;
}

/**
 * Which of the store's tills this browser is: asked the first time it must be (Checkout, opening a shift) or when
 * someone changes it. Anyone who may sell chooses one of the store's tills; managers may also add one. The choice
 * stays with the browser for everyone who signs in here.
 */
export function TillChooserDialog({ store, canAddTill, onChosen, onClose }: TillChooserDialogProps) {
  const intl = useIntl();
  const tills = useTills();
  const active = tills.data?.filter((till) => till.isActive) ?? [];
  const adopt = (till: Pick<Till, 'id' | 'name'>) => {
    thisTill.set({ id: till.id, name: till.name, storeId: store.id, storeName: store.name });
    onChosen();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="till.chooser.title" defaultMessage="Which till is this?" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="till.chooser.description"
              defaultMessage="Choose which of the store’s tills this browser is. It stays that till for everyone who signs in here."
            />
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {tills.isError && <QueryError error={tills.error} onRetry={() => void tills.refetch()} />}
          {tills.isPending && <Skeleton className="h-24" />}
          {tills.isSuccess && active.length === 0 && !canAddTill && (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="till.chooser.none"
                defaultMessage="{store} has no tills in use. Ask a manager or an admin to add one."
                values={{ store: store.name }}
              />
            </p>
          )}
          <ul
            className="grid gap-2 sm:grid-cols-2"
            aria-label={intl.formatMessage({ id: 'till.tills', defaultMessage: 'Tills' })}
          >
            {active.map((till) => (
              <li key={till.id}>
                <Button
                  variant="outline"
                  className="h-auto w-full flex-col items-start gap-0.5 py-3 text-left whitespace-normal"
                  onClick={() => adopt(till)}
                >
                  <span className="text-base">{till.name}</span>
                  <span className="text-xs font-normal text-muted-foreground">
                    {till.activeShift ? (
                      <FormattedMessage
                        id="till.shiftOpenSince"
                        defaultMessage="Shift open since {when} · {name}"
                        values={{
                          when: dayAndTime(new Date(till.activeShift.openedAt)),
                          name: till.activeShift.openedBy,
                        }}
                      />
                    ) : (
                      <FormattedMessage id="till.noShift" defaultMessage="No shift open" />
                    )}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
          {canAddTill && <AddTillForm onAdded={adopt} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useEffect } from 'react';
import { ExternalLink, LoaderCircle, RefreshCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { clockTime } from '@/lib/format-date';
import { usePairDisplay } from '../api/pair-display';

interface PairDisplayDialogProps {
  tillId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The address a customer display opens, and the one for a second window of the till's own browser. */
const displayUrl = () => `${window.location.origin}/display`;
const localDisplayPath = (tillId: string) => `/display?till=${encodeURIComponent(tillId)}&local=1`;

/**
 * Pairs a customer display with this till: a code to type on the tablet facing the customer, the address to open
 * there, or a second window of this browser (a second monitor) that follows the till without the server.
 */
export function PairDisplayDialog({ tillId, open, onOpenChange }: PairDisplayDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="display.title" defaultMessage="Customer display" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="display.pair.description"
              defaultMessage="On the tablet facing the customer, open this address and type the code."
            />
          </DialogDescription>
        </DialogHeader>
        {open && <PairingCode tillId={tillId} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PairingCode({ tillId, onClose }: { tillId: string; onClose: () => void }) {
  const intl = useIntl();
  const pairing = usePairDisplay();
  const { mutate } = pairing;

  // A code is asked for as the dialog opens: that is what it is opened for.
  useEffect(() => {
    mutate({ tillId });
  }, [mutate, tillId]);

  return (
    <>
      <p className="rounded-md bg-muted px-3 py-2 text-center font-mono text-sm break-all select-all">{displayUrl()}</p>
      {pairing.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{pairing.error.message}</AlertDescription>
        </Alert>
      ) : (
        <div className="space-y-1 text-center">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="display.code" defaultMessage="Display code" />
          </p>
          <p
            className="font-mono text-5xl font-bold tracking-[0.3em] tabular-nums"
            aria-live="polite"
            data-testid="display-code"
          >
            {pairing.data && !pairing.isPending ? (
              pairing.data.code
            ) : (
              <LoaderCircle
                className="mx-auto size-12 animate-spin text-muted-foreground"
                aria-label={intl.formatMessage({ id: 'display.pair.gettingCode', defaultMessage: 'Getting a code' })}
              />
            )}
          </p>
          {pairing.data && !pairing.isPending && (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage
                id="display.pair.expires"
                defaultMessage="Connect a display by {time}. Asking for a new code disconnects a display using this one."
                values={{ time: clockTime(new Date(pairing.data.expiresAt)) }}
              />
            </p>
          )}
        </div>
      )}
      <DialogFooter>
        <Button
          variant="outline"
          onClick={() => window.open(localDisplayPath(tillId), `tillwise-display-${tillId}`, 'popup')}
        >
          <ExternalLink /> <FormattedMessage id="display.pair.newWindow" defaultMessage="Open in a new window" />
        </Button>
        <Button variant="outline" disabled={pairing.isPending} onClick={() => mutate({ tillId })}>
          <RefreshCw /> <FormattedMessage id="display.pair.newCode" defaultMessage="New code" />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage id="display.pair.done" defaultMessage="Done" />
        </Button>
      </DialogFooter>
    </>
  );
}

import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
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
import { useOpenShift } from '../api/open-shift';
import { emptyCashCount, readCashCount } from './cash-count-draft';
import { DenominationCounter } from './denomination-counter';
import { newId } from '@/lib/new-id';
import { formatMoney } from '@/lib/money';
import { describeOverShort } from './shift-messages';

interface OpenShiftDialogProps {
  till: { id: string; name: string };
  /** The float the last close left in the drawer (or the store's usual float). */
  suggestedFloatCents: number;
  onClose: () => void;
  /** The shift is open (otherwise the dialog just closes). */
  onOpened?: () => void;
}

/** Opens a shift: the cashier counts the float in the drawer, checked against what the last close left in it. */
export function OpenShiftDialog({ till, suggestedFloatCents, onClose, onOpened }: OpenShiftDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(emptyCashCount);
  const [shiftId] = useState(() => newId());
  const [problem, setProblem] = useState<string | null>(null);
  const open = useOpenShift({ onSuccess: onOpened ?? onClose, onError: (error) => setProblem(error.message) });
  const read = readCashCount(intl, draft);
  const difference = 'cents' in read ? read.cents - suggestedFloatCents : 0;

  const submit = () => {
    if ('error' in read) return setProblem(read.error);
    setProblem(null);
    open.mutate({ id: shiftId, tillId: till.id, count: read.count });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !open.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="shift.open.title"
              defaultMessage="Open shift on {till}"
              values={{ till: till.name }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="shift.open.description"
              defaultMessage="Count the float in the drawer. The last close left {amount} in it."
              values={{ amount: formatMoney(suggestedFloatCents) }}
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DenominationCounter id="opening-float" draft={draft} onChange={setDraft} />
          {'cents' in read && read.cents > 0 && difference !== 0 && (
            <p className="text-sm text-warning-foreground" role="status">
              <FormattedMessage
                id="shift.open.difference"
                defaultMessage="{overShort} against the {amount} expected: recount, or open with what is there."
                values={{ overShort: describeOverShort(intl, difference), amount: formatMoney(suggestedFloatCents) }}
              />
            </p>
          )}
          {problem && (
            <Alert variant="destructive">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={open.isPending} onClick={onClose}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={open.isPending}>
              {open.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage id="shift.open" defaultMessage="Open shift" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

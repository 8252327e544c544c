import { useState } from 'react';
import { LoaderCircle, Printer } from 'lucide-react';

import { overShortNeedsReason } from '@tillwise/core/shift/drawer-maths';
import type { Shift, ZReport } from '@tillwise/core/shift/shift-schemas';
import { FormField } from '@/components/form-field';
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
import { Input } from '@/components/ui/input';
import { useCloseShift } from '../api/close-shift';
import { useCountShift } from '../api/count-shift';
import { useShiftReport } from '../api/get-shift-report';
import { emptyCashCount, readCashCount } from './cash-count-draft';
import { CountReview } from './count-review';
import { DenominationCounter } from './denomination-counter';
import { ShiftSlip } from './shift-slip';
import { slipOfZ } from './shift-slip-data';
import type { SlipData } from './shift-slip-data';
import { formatMoney, parseAmount, toAmountText } from '@/lib/money';

interface CloseShiftDialogProps {
  shift: Shift;
  /** Managers, or a store that shows the expected cash, see it before counting. */
  showExpected: boolean;
  isManager: boolean;
  overShortReasonCents: number;
  defaultFloatCents: number;
  onPrint: (slip: SlipData) => void;
  onClose: () => void;
}

/**
 * Closes a shift in three steps: a blind count by notes and coins; the expected cash and the over/short, with a
 * reason beyond the threshold and the float to leave (a manager may count again); then the Z report to print.
 */
export function CloseShiftDialog(props: CloseShiftDialogProps) {
  const { showExpected, isManager, overShortReasonCents, defaultFloatCents, onPrint, onClose } = props;
  const [shift, setShift] = useState(props.shift);
  const [recounting, setRecounting] = useState(false);
  const [draft, setDraft] = useState(emptyCashCount);
  const [reason, setReason] = useState('');
  const [floatLeft, setFloatLeft] = useState<string | null>(null);
  const [z, setZ] = useState<ZReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useShiftReport(shift.id);
  const count = useCountShift({ onSuccess: (next) => (setShift(next), setRecounting(false)) });
  const close = useCloseShift({ onSuccess: setZ });
  const counting = shift.status === 'open' || recounting;
  const counted = shift.countedCents ?? 0;
  const floatText = floatLeft ?? toAmountText(Math.min(defaultFloatCents, counted));
  const reasonNeeded = overShortNeedsReason(shift.overShortCents ?? 0, overShortReasonCents);
  const busy = count.isPending || close.isPending;
  const error = problem ?? count.error?.message ?? close.error?.details?.[0]?.message ?? close.error?.message;

  const submit = () => {
    setProblem(null);
    if (counting) {
      const read = readCashCount(draft);
      if ('error' in read) return setProblem(read.error);
      return count.mutate({ shiftId: shift.id, input: { count: read.count } });
    }
    const floatLeftCents = parseAmount(floatText);
    if (floatLeftCents === null) return setProblem('Enter the float left in the drawer, like 150.00');
    if (reasonNeeded && !reason.trim()) return setProblem('Say why the drawer is over or short');
    close.mutate({ shiftId: shift.id, input: { reason, floatLeftCents } });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{z ? `Shift closed: ${z.number}` : `Close shift on ${shift.till.name}`}</DialogTitle>
          <DialogDescription>
            {z
              ? 'The Z report is written and can no longer change.'
              : counting
                ? 'Count the cash in the drawer before you see what it should hold.'
                : 'Check the count, then close the shift.'}
          </DialogDescription>
        </DialogHeader>
        {z ? (
          <div className="max-h-[55svh] overflow-y-auto rounded-md border bg-muted/40 p-2">
            <ShiftSlip slip={slipOfZ(z)} />
          </div>
        ) : (
          <form
            id="close-shift-form"
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {counting && showExpected && report.data?.figures.drawer && (
              <p className="text-sm">
                Expected in drawer: <strong>{formatMoney(report.data.figures.drawer.expectedCents)}</strong>
              </p>
            )}
            {counting ? (
              <DenominationCounter id="closing-count" draft={draft} onChange={setDraft} />
            ) : (
              <>
                <CountReview shift={shift} report={report.data} />
                <FormField
                  id="close-reason"
                  label={reasonNeeded ? 'Reason for the difference' : 'Note (optional)'}
                  hint={reasonNeeded ? `Needed beyond ${formatMoney(overShortReasonCents)} over or short.` : undefined}
                >
                  <Input id="close-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
                </FormField>
                <FormField
                  id="float-left"
                  label="Float left in the drawer ($)"
                  hint="The rest of the count goes to the bank."
                >
                  <Input
                    id="float-left"
                    inputMode="decimal"
                    value={floatText}
                    onChange={(event) => setFloatLeft(event.target.value)}
                  />
                </FormField>
              </>
            )}
          </form>
        )}
        {error && !z && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          {z ? (
            <>
              <Button variant="outline" onClick={() => onPrint(slipOfZ(z))}>
                <Printer /> Print Z report
              </Button>
              <Button onClick={onClose}>Done</Button>
            </>
          ) : (
            <>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              {!counting && isManager && (
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => (setRecounting(true), setDraft(emptyCashCount))}
                >
                  Count again
                </Button>
              )}
              <Button type="submit" form="close-shift-form" disabled={busy}>
                {busy && <LoaderCircle className="animate-spin" />}
                {counting ? 'Count drawer' : 'Close shift'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { LoaderCircle, Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { overShortNeedsReason } from '@tillwise/core/shift/drawer-maths';
import type { Shift, ZReport } from '@tillwise/core/shift/shift-schemas';
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
import { useCloseShift } from '../api/close-shift';
import { useCountShift } from '../api/count-shift';
import { useShiftReport } from '../api/get-shift-report';
import { emptyCashCount, readCashCount } from './cash-count-draft';
import { CloseShiftReviewFields } from './close-shift-review-fields';
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
  const intl = useIntl();
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
      const read = readCashCount(intl, draft);
      if ('error' in read) return setProblem(read.error);
      return count.mutate({ shiftId: shift.id, input: { count: read.count } });
    }
    const floatLeftCents = parseAmount(floatText);
    if (floatLeftCents === null)
      return setProblem(
        intl.formatMessage(
          { id: 'shift.close.enterFloat', defaultMessage: 'Enter the float left in the drawer, like {example}' },
          { example: toAmountText(15000) },
        ),
      );
    if (reasonNeeded && !reason.trim())
      return setProblem(
        intl.formatMessage({ id: 'shift.close.sayWhy', defaultMessage: 'Say why the drawer is over or short' }),
      );
    close.mutate({ shiftId: shift.id, input: { reason, floatLeftCents } });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {z ? (
              <FormattedMessage
                id="shift.close.closed"
                defaultMessage="Shift closed: {number}"
                values={{ number: z.number }}
              />
            ) : (
              <FormattedMessage
                id="shift.close.title"
                defaultMessage="Close shift on {till}"
                values={{ till: shift.till.name }}
              />
            )}
          </DialogTitle>
          <DialogDescription>
            {z ? (
              <FormattedMessage
                id="shift.close.written"
                defaultMessage="The Z report is written and can no longer change."
              />
            ) : counting ? (
              <FormattedMessage
                id="shift.close.countFirst"
                defaultMessage="Count the cash in the drawer before you see what it should hold."
              />
            ) : (
              <FormattedMessage id="shift.close.check" defaultMessage="Check the count, then close the shift." />
            )}
          </DialogDescription>
        </DialogHeader>
        {z ? (
          <div className="max-h-[55svh] overflow-y-auto rounded-md border bg-muted/40 p-2">
            <ShiftSlip slip={slipOfZ(intl, z)} />
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
                <FormattedMessage
                  id="shift.close.expected"
                  defaultMessage="Expected in drawer: <strong>{amount}</strong>"
                  values={{
                    amount: formatMoney(report.data.figures.drawer.expectedCents),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
              </p>
            )}
            {counting ? (
              <DenominationCounter id="closing-count" draft={draft} onChange={setDraft} />
            ) : (
              <CloseShiftReviewFields
                shift={shift}
                report={report.data}
                reasonNeeded={reasonNeeded}
                overShortReasonCents={overShortReasonCents}
                reason={reason}
                onReason={setReason}
                floatText={floatText}
                onFloatText={setFloatLeft}
              />
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
              <Button variant="outline" onClick={() => onPrint(slipOfZ(intl, z))}>
                <Printer /> <FormattedMessage id="shift.close.printZ" defaultMessage="Print Z report" />
              </Button>
              <Button onClick={onClose}>
                <FormattedMessage id="shift.close.done" defaultMessage="Done" />
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
              </Button>
              {!counting && isManager && (
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => (setRecounting(true), setDraft(emptyCashCount))}
                >
                  <FormattedMessage id="shift.close.countAgain" defaultMessage="Count again" />
                </Button>
              )}
              <Button type="submit" form="close-shift-form" disabled={busy}>
                {busy && <LoaderCircle className="animate-spin" />}
                {counting ? (
                  <FormattedMessage id="shift.close.countDrawer" defaultMessage="Count drawer" />
                ) : (
                  <FormattedMessage id="shift.close" defaultMessage="Close shift" />
                )}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

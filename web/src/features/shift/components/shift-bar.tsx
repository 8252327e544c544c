import { lazy, Suspense, useState } from 'react';
import { ArrowLeftRight, FileText, Lock, LockOpen, MonitorSmartphone, Wallet } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { Preferences } from '@tillwise/core/settings/preferences';
import type { CurrentShift, Shift } from '@tillwise/core/shift/shift-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TillBar } from '@/components/till-bar';
import { useRecordCashMovement } from '../api/record-cash-movement';
import type { Approver } from '@/components/manager-approval-fields';
import type { SlipData } from './shift-slip-data';
import { clockTime, dayAndTime } from '@/lib/format-date';
import { newId } from '@/lib/new-id';
import { usePrintJob } from '@/hooks/use-print-job';

// The dialogs load when first opened, keeping them off the till's first load.
const OpenShiftDialog = lazy(() => import('./open-shift-dialog').then((m) => ({ default: m.OpenShiftDialog })));
const CashMovementDialog = lazy(() =>
  import('./cash-movement-dialog').then((m) => ({ default: m.CashMovementDialog })),
);
const XReportDialog = lazy(() => import('./x-report-dialog').then((m) => ({ default: m.XReportDialog })));
const CloseShiftDialog = lazy(() => import('./close-shift-dialog').then((m) => ({ default: m.CloseShiftDialog })));
const SlipPrintArea = lazy(() => import('./use-slip-printer').then((m) => ({ default: m.SlipPrintArea })));

interface ShiftBarProps {
  current: CurrentShift;
  cash: Preferences['cash'];
  /** A manager or admin: sees the expected cash, approves their own pay-outs, may count again. */
  isManager: boolean;
  approvers: Approver[];
  paperWidth: 58 | 80;
  /** A No Sale was logged: a receipt printer on this device kicks the drawer open. */
  onNoSale?: () => void;
  /** Makes this browser another of the store's tills. */
  onChangeTill?: () => void;
}

// The shift being closed is kept here: once it closes the till has no shift, but its Z report is still on screen.
type Open = 'open' | 'movement' | 'x' | { closing: Shift } | null;

/** The till's drawer: which shift is open, and Open shift, Cash in/out, No Sale, X report and Close shift. */
export function ShiftBar({ current, cash, isManager, approvers, paperWidth, onNoSale, onChangeTill }: ShiftBarProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Open>(null);
  const printer = usePrintJob<SlipData>();
  const { shift, till } = current;
  const noSale = useRecordCashMovement({
    onSuccess: (movement) => {
      onNoSale?.();
      toast.success(intl.formatMessage({ id: 'shift.noSale.logged', defaultMessage: 'No Sale logged' }), {
        description: movement
          ? intl.formatMessage(
              { id: 'shift.noSale.openedBy', defaultMessage: 'Drawer opened by {name} at {time}.' },
              { name: movement.user.name, time: clockTime(new Date(movement.createdAt)) },
            )
          : intl.formatMessage(
              {
                id: 'shift.noSale.openedKept',
                defaultMessage: 'Drawer opened at {time}. Kept on this till until the server is back.',
              },
              { time: clockTime(new Date()) },
            ),
      });
    },
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'shift.noSale.notLogged', defaultMessage: 'No Sale not logged' }), {
        description: error.message,
      }),
  });
  const close = () => setDialog(null);

  return (
    <TillBar
      icon={Wallet}
      title={till.name}
      status={
        <>
          {!shift &&
            (current.shiftRequired ? (
              <FormattedMessage id="shift.noneRequired" defaultMessage="No shift open: open one to sell" />
            ) : (
              <FormattedMessage id="shift.none" defaultMessage="No shift open" />
            ))}
          {shift?.status === 'open' && (
            <FormattedMessage
              id="shift.openSince"
              defaultMessage="Shift open since {when} · {name}"
              values={{ when: dayAndTime(new Date(shift.openedAt)), name: shift.openedBy.name }}
            />
          )}
          {shift?.status === 'counted' && (
            <FormattedMessage id="shift.counted" defaultMessage="Drawer counted: close the shift to finish" />
          )}
        </>
      }
      badge={
        shift?.leftOpenOvernight && (
          <Badge variant="destructive">
            <FormattedMessage id="shift.leftOpen" defaultMessage="Left open" />
          </Badge>
        )
      }
      actions={
        <>
          {!shift && (
            <Button onClick={() => setDialog('open')} disabled={!till.isActive}>
              <LockOpen /> <FormattedMessage id="shift.open" defaultMessage="Open shift" />
            </Button>
          )}
          {shift?.status === 'open' && (
            <>
              <Button variant="outline" onClick={() => setDialog('movement')}>
                <ArrowLeftRight /> <FormattedMessage id="shift.cashInOut" defaultMessage="Cash in/out" />
              </Button>
              <Button
                variant="outline"
                disabled={noSale.isPending}
                onClick={() =>
                  noSale.mutate({
                    shiftId: shift.id,
                    input: { id: newId(), kind: 'no_sale', reason: 'No Sale' },
                  })
                }
              >
                <FormattedMessage id="shift.noSale" defaultMessage="No Sale" />
              </Button>
              <Button variant="outline" onClick={() => setDialog('x')}>
                <FileText /> <FormattedMessage id="shift.xReport" defaultMessage="X report" />
              </Button>
            </>
          )}
          {shift && (
            <Button
              variant={shift.status === 'counted' ? 'default' : 'outline'}
              onClick={() => setDialog({ closing: shift })}
            >
              <Lock /> <FormattedMessage id="shift.close" defaultMessage="Close shift" />
            </Button>
          )}
          {onChangeTill && (
            <Button variant="ghost" onClick={onChangeTill}>
              <MonitorSmartphone /> <FormattedMessage id="shift.changeTill" defaultMessage="Change till" />
            </Button>
          )}
        </>
      }
    >
      <Suspense fallback={null}>
        {dialog === 'open' && (
          <OpenShiftDialog till={till} suggestedFloatCents={current.suggestedFloatCents} onClose={close} />
        )}
        {dialog === 'movement' && shift && (
          <CashMovementDialog
            shiftId={shift.id}
            approvalLimitCents={cash.approvalLimitCents}
            isManager={isManager}
            approvers={approvers}
            onClose={close}
          />
        )}
        {dialog === 'x' && shift && <XReportDialog shiftId={shift.id} onPrint={printer.print} onClose={close} />}
        {typeof dialog === 'object' && dialog !== null && (
          <CloseShiftDialog
            shift={dialog.closing}
            showExpected={cash.showExpectedCash || isManager}
            isManager={isManager}
            overShortReasonCents={cash.overShortReasonCents}
            defaultFloatCents={cash.defaultFloatCents}
            onPrint={printer.print}
            onClose={close}
          />
        )}
      </Suspense>
      {printer.item && (
        <Suspense fallback={null}>
          <SlipPrintArea slip={printer.item} paperWidth={paperWidth} onReady={printer.onReady} />
        </Suspense>
      )}
    </TillBar>
  );
}

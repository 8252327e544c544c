import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@/lib/toast';

import { FormField } from '@/components/form-field';
import { ManagerApprovalFields } from '@/components/manager-approval-fields';
import type { Approver } from '@/components/manager-approval-fields';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRecordCashMovement } from '../api/record-cash-movement';
import { newId } from '@/lib/new-id';
import { currencySign, formatMoney, parseAmount } from '@/lib/money';
import { cashMovementMessages } from './shift-messages';

type Kind = 'pay_in' | 'pay_out' | 'drop';
const hints = defineMessages({
  pay_in: { id: 'shift.movement.payInHint', defaultMessage: 'Cash put into the drawer, e.g. change from the bank.' },
  pay_out: { id: 'shift.movement.payOutHint', defaultMessage: 'Cash paid out of the drawer, e.g. the window cleaner.' },
  drop: { id: 'shift.movement.dropHint', defaultMessage: 'Cash taken to the safe during the shift.' },
});
const m = defineMessages({
  recorded: { id: 'shift.movement.recorded', defaultMessage: '{kind} of {amount} recorded' },
  approvedBy: { id: 'shift.movement.approvedBy', defaultMessage: 'Approved by {name}' },
  kept: { id: 'shift.movement.kept', defaultMessage: '{kind} of {amount} kept' },
  keptDescription: {
    id: 'shift.movement.keptDescription',
    defaultMessage: 'Kept on this till until the server is back.',
  },
  amountAbove: { id: 'shift.movement.amountAbove', defaultMessage: 'Enter an amount above {zero}' },
});

interface CashMovementDialogProps {
  shiftId: string;
  /** Above this a cashier needs a manager's PIN (Settings → Hardware → Cash). */
  approvalLimitCents: number;
  /** Whether the person at the till may approve themselves (a manager or admin). */
  isManager: boolean;
  approvers: Approver[];
  onClose: () => void;
}

/** Pay In, Pay Out or Cash Drop with an amount and a reason; above the limit a manager approves with their PIN. */
export function CashMovementDialog({
  shiftId,
  approvalLimitCents,
  isManager,
  approvers,
  onClose,
}: CashMovementDialogProps) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>('pay_out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState({ userId: '', pin: '' });
  const [id] = useState(() => newId());
  const record = useRecordCashMovement({
    onSuccess: (movement, { input }) => {
      if (movement)
        toast.success(
          intl.formatMessage(m.recorded, {
            kind: intl.formatMessage(cashMovementMessages[movement.kind]),
            amount: formatMoney(movement.amountCents),
          }),
          {
            description: movement.approvedBy
              ? intl.formatMessage(m.approvedBy, { name: movement.approvedBy.name })
              : movement.reason,
          },
        );
      else
        toast.success(
          intl.formatMessage(m.kept, {
            kind: intl.formatMessage(cashMovementMessages[input.kind]),
            amount: formatMoney(input.amountCents ?? 0),
          }),
          { description: intl.formatMessage(m.keptDescription) },
        );
      onClose();
    },
  });
  const cents = parseAmount(amount);
  const needsApproval = !isManager && cents !== null && cents > approvalLimitCents;
  const fieldError = (path: string) => record.error?.details?.find((d) => d.path === path)?.message;
  const amountError =
    amount !== '' && (cents === null || cents === 0)
      ? intl.formatMessage(m.amountAbove, { zero: formatMoney(0) })
      : fieldError('amountCents');

  return (
    <Dialog open onOpenChange={(next) => !next && !record.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="shift.movement.title" defaultMessage="Cash in / out" />
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(hints[kind])}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (cents === null || cents === 0) return;
            record.mutate({
              shiftId,
              input: { id, kind, amountCents: cents, reason, approval: needsApproval ? approval : null },
            });
          }}
        >
          <Tabs value={kind} onValueChange={(next) => setKind(next as Kind)}>
            <TabsList className="grid w-full grid-cols-3">
              {(['pay_in', 'pay_out', 'drop'] as const).map((k) => (
                <TabsTrigger key={k} value={k}>
                  {intl.formatMessage(cashMovementMessages[k])}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The fields are the chosen tab's panel: each tab then controls a panel that exists. */}
            <TabsContent value={kind} className="space-y-4">
              <FormField
                id="movement-amount"
                label={intl.formatMessage(
                  { id: 'shift.movement.amount', defaultMessage: 'Amount ({currency})' },
                  { currency: currencySign() },
                )}
                error={amountError}
              >
                <Input
                  id="movement-amount"
                  inputMode="decimal"
                  autoFocus
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={Boolean(amountError)}
                />
              </FormField>
              <FormField
                id="movement-reason"
                label={intl.formatMessage({ id: 'shift.movement.reason', defaultMessage: 'Reason' })}
                error={fieldError('reason')}
              >
                <Input id="movement-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
              </FormField>
              {needsApproval && (
                <ManagerApprovalFields
                  approvers={approvers}
                  value={approval}
                  onChange={setApproval}
                  error={fieldError('approval.pin')}
                />
              )}
            </TabsContent>
          </Tabs>
          {record.error && !fieldError('reason') && !fieldError('amountCents') && !fieldError('approval.pin') && (
            <Alert variant="destructive">
              <AlertDescription>{record.error.message}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={record.isPending}>
              <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={record.isPending || cents === null || cents === 0 || !reason.trim()}>
              {record.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage
                id="shift.movement.record"
                defaultMessage="Record {kind}"
                values={{ kind: intl.formatMessage(cashMovementMessages[kind]) }}
              />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

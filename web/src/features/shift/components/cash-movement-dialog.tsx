import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { toast } from '@/lib/toast';

import { cashMovementLabels } from '@tillwise/core/shift/shift-schemas';
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
import { formatMoney, parseAmount } from '@/lib/money';

type Kind = 'pay_in' | 'pay_out' | 'drop';
const hints: Record<Kind, string> = {
  pay_in: 'Cash put into the drawer, e.g. change from the bank.',
  pay_out: 'Cash paid out of the drawer, e.g. the window cleaner.',
  drop: 'Cash taken to the safe during the shift.',
};

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
  const [kind, setKind] = useState<Kind>('pay_out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState({ userId: '', pin: '' });
  const [id] = useState(() => newId());
  const record = useRecordCashMovement({
    onSuccess: (movement, { input }) => {
      if (movement)
        toast.success(`${cashMovementLabels[movement.kind]} of ${formatMoney(movement.amountCents)} recorded`, {
          description: movement.approvedBy ? `Approved by ${movement.approvedBy.name}` : movement.reason,
        });
      else
        toast.success(`${cashMovementLabels[input.kind]} of ${formatMoney(input.amountCents ?? 0)} kept`, {
          description: 'Kept on this till until the server is back.',
        });
      onClose();
    },
  });
  const cents = parseAmount(amount);
  const needsApproval = !isManager && cents !== null && cents > approvalLimitCents;
  const fieldError = (path: string) => record.error?.details?.find((d) => d.path === path)?.message;
  const amountError =
    amount !== '' && (cents === null || cents === 0) ? 'Enter an amount above $0.00' : fieldError('amountCents');

  return (
    <Dialog open onOpenChange={(next) => !next && !record.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cash in / out</DialogTitle>
          <DialogDescription>{hints[kind]}</DialogDescription>
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
                  {cashMovementLabels[k]}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* The fields are the chosen tab's panel: each tab then controls a panel that exists. */}
            <TabsContent value={kind} className="space-y-4">
              <FormField id="movement-amount" label="Amount ($)" error={amountError}>
                <Input
                  id="movement-amount"
                  inputMode="decimal"
                  autoFocus
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  aria-invalid={Boolean(amountError)}
                />
              </FormField>
              <FormField id="movement-reason" label="Reason" error={fieldError('reason')}>
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
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending || cents === null || cents === 0 || !reason.trim()}>
              {record.isPending && <LoaderCircle className="animate-spin" />}
              Record {cashMovementLabels[kind]}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
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
import { ApiRequestError } from '@/lib/api-client';
import { useConnectivity } from '@/lib/connectivity';
import { NeedsServerError, useCreateOverride } from '../api/create-override';
import { newId } from '@/lib/new-id';
import { describeOverrideRequest } from './override-summary';

interface ManagerOverrideDialogProps {
  /** What the signed-in member asks a manager to approve. */
  request: OverrideRequest;
  /** The line the manager reads, e.g. "Price of Peace Lily $19.99 → $15.00"; worked out from the request if left out. */
  summary?: string;
  tillId: string;
  /** Who may approve: the store's managers and admins. */
  approvers: Approver[];
  onApproved: (override: Override) => void;
  onCancel: () => void;
}

/** A manager chooses themselves and types their PIN on this till to approve one action; the server checks it. */
export function ManagerOverrideDialog({
  request,
  summary,
  tillId,
  approvers,
  onApproved,
  onCancel,
}: ManagerOverrideDialogProps) {
  const intl = useIntl();
  const [id] = useState(() => newId());
  const [approval, setApproval] = useState({ userId: '', pin: '' });
  const { online } = useConnectivity();
  const create = useCreateOverride({ onSuccess: onApproved });
  const details = create.error instanceof ApiRequestError ? (create.error.details ?? []) : [];
  const fieldError = (path: string) => details.find((detail) => detail.path === path)?.message;
  const pinError = fieldError('approval.pin') ?? fieldError('approval.userId');
  const needsServer = intl.formatMessage({
    id: 'override.needsServer',
    defaultMessage: 'A manager’s approval needs the server.',
  });
  const generalError =
    create.error instanceof NeedsServerError ? needsServer : create.error && !pinError ? create.error.message : null;
  const ready = online && approval.userId !== '' && /^\d{4,6}$/.test(approval.pin);

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="override.title" defaultMessage="Manager approval" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="override.description"
              defaultMessage="{summary}. A manager chooses themselves and types their PIN."
              values={{ summary: summary ?? describeOverrideRequest(intl, request) }}
            />
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) create.mutate({ ...request, id, tillId, approval });
          }}
        >
          <ManagerApprovalFields approvers={approvers} value={approval} onChange={setApproval} error={pinError} />
          {!online && (
            <Alert variant="destructive">
              <AlertDescription>{needsServer}</AlertDescription>
            </Alert>
          )}
          {online && generalError && (
            <Alert variant="destructive">
              <AlertDescription>{generalError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
              <FormattedMessage id="override.cancel" defaultMessage="Cancel" />
            </Button>
            <Button type="submit" disabled={!ready || create.isPending}>
              {create.isPending && <LoaderCircle className="animate-spin" />}
              <FormattedMessage id="override.approve" defaultMessage="Approve" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

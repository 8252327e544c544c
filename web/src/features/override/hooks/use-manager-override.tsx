import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { Override, OverrideRequest } from '@tillwise/core/staff/override-schemas';
import type { Approver } from '@/components/manager-approval-fields';

// The dialog loads the first time a manager is asked: most sales never need one.
const ManagerOverrideDialog = lazy(() =>
  import('../components/manager-override-dialog').then((m) => ({ default: m.ManagerOverrideDialog })),
);

/** Asks a manager to approve one action; resolves with the approval, or null when the dialog is cancelled. */
export type RequestOverride = (request: OverrideRequest, summary?: string) => Promise<Override | null>;

interface Pending {
  request: OverrideRequest;
  summary?: string;
  resolve: (override: Override | null) => void;
}

/**
 * The till's manager approval: `request` opens the Manager approval dialog and resolves once a manager approved
 * (or it was cancelled), so a screen can await it at the moment an action needs it; `dialog` is rendered once.
 */
export function useManagerOverride({ tillId, approvers }: { tillId: string; approvers: Approver[] }): {
  request: RequestOverride;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const request = useCallback<RequestOverride>(
    // The dialog is modal, so nothing else can ask while one request is open.
    (asked, summary) => new Promise((resolve) => setPending({ request: asked, summary, resolve })),
    [],
  );
  const settle = (override: Override | null) => {
    pending?.resolve(override);
    setPending(null);
  };
  const dialog = pending && (
    <Suspense fallback={null}>
      <ManagerOverrideDialog
        request={pending.request}
        summary={pending.summary}
        tillId={tillId}
        approvers={approvers}
        onApproved={settle}
        onCancel={() => settle(null)}
      />
    </Suspense>
  );
  return { request, dialog };
}

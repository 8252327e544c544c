import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { can } from '@tillwise/core/staff/permissions';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDirectPrinter } from '@/features/printer/hooks/use-direct-printer';
import { useCurrentShift } from '@/features/shift/api/get-current-shift';
import { ShiftBar } from '@/features/shift/components/shift-bar';
import { useSession } from '@/features/session/api/get-session';
import { useSignInRoster } from '@/features/session/api/get-sign-in-roster';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useThisTill } from '@/features/till/hooks/till-store';
import { isNotFound } from '@/lib/api-client';

// A browser becomes a till once; the set-up card (and the till list behind it) loads only on one that is not yet.
const TillSetupCard = lazy(() =>
  import('@/features/till/components/till-setup-card').then((m) => ({ default: m.TillSetupCard })),
);
const TillElsewhere = lazy(() => import('./till-elsewhere').then((m) => ({ default: m.TillElsewhere })));

export interface TillContext {
  tillId: string;
  /** Why the till cannot take a sale right now (no shift open, drawer counted), or null when it can. */
  blockedReason: string | null;
  /** The till's shift bar, for the screen to place under its heading. */
  shiftBar: ReactNode;
}

/**
 * The till's part of the till screen: this browser must be a till (a manager sets it up once) of the store the
 * session works in, and where the store takes cash a shift must be open on it. Until then it shows the set-up (or
 * which store the till belongs to); after, the screen with its shift bar.
 */
export function TillGate({ children }: { children: (till: TillContext) => ReactNode }) {
  const till = useThisTill();
  const session = useSession().data;
  const otherStoreId = till?.storeId && session && till.storeId !== session.store.id ? till.storeId : null;
  const current = useCurrentShift(till && !otherStoreId ? till.id : null);
  const preferences = usePreferences().data;
  const roster = useSignInRoster(till?.storeId);
  const role = session?.user.role ?? 'cashier';
  const directPrinter = useDirectPrinter();

  if (till && session && otherStoreId) {
    return (
      <>
        <PageHeader title="Point of Sale" />
        <Suspense fallback={<Skeleton className="mx-auto h-40 w-full max-w-xl" />}>
          <TillElsewhere till={till} session={session} />
        </Suspense>
      </>
    );
  }
  if (!till || isNotFound(current.error)) {
    return (
      <>
        <PageHeader title="Point of Sale" />
        {session && (
          <Suspense fallback={<Skeleton className="mx-auto h-40 w-full max-w-xl" />}>
            <TillSetupCard canSetUp={can(role, 'shifts:manage')} store={session.store} />
          </Suspense>
        )}
      </>
    );
  }
  if (current.isError) return <QueryError error={current.error} onRetry={() => void current.refetch()} />;

  const shift = current.data?.shift;
  const blockedReason =
    shift?.status === 'counted'
      ? 'The drawer has been counted: close the shift, then open a new one to sell.'
      : current.data?.shiftRequired && !shift
        ? 'Open a shift to sell.'
        : null;
  const approvers = (roster.data?.staff ?? [])
    .filter((member) => can(member.role, 'shifts:manage'))
    .map(({ id, name }) => ({ id, name }));

  const shiftBar =
    current.data && preferences ? (
      <ShiftBar
        current={current.data}
        cash={preferences.cash}
        isManager={can(role, 'shifts:manage')}
        approvers={approvers}
        paperWidth={preferences.hardware.paperWidth}
        onNoSale={() => void directPrinter.openDrawer()}
      />
    ) : (
      <Skeleton className="h-16" />
    );
  return children({ tillId: till.id, blockedReason, shiftBar });
}

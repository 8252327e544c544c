import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { can } from '@tillwise/core/staff/permissions';
import { PageHeader } from '@/components/page-header';
import { useDialogReturnFocus } from '@/components/ui/dialog-return-focus';
import { Skeleton } from '@/components/ui/skeleton';
import { loadPagePrinter } from '@/features/printer/lib/load-page-printer';
import { useCurrentShift } from '@/features/shift/api/get-current-shift';
import { ShiftBar } from '@/features/shift/components/shift-bar';
import { ShiftBarPlaceholder } from '@/features/shift/components/shift-bar-placeholder';
import { useSession } from '@/features/session/api/get-session';
import { useSignInRoster } from '@/features/session/api/get-sign-in-roster';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { useTills } from '@/features/till/api/get-tills';
import { NoTillBar } from '@/features/till/components/no-till-bar';
import { thisTill, useThisTill } from '@/features/till/hooks/till-store';
import { isNotFound } from '@/lib/api-client';
import { cannotSellReason, useTillReadiness } from './use-till-readiness';
import type { TillNeed } from './use-till-readiness';

const TillElsewhere = lazy(() => import('./till-elsewhere').then((m) => ({ default: m.TillElsewhere })));

export interface TillContext {
  /** The till this browser is, or null until it must be one (Checkout asks). */
  tillId: string | null;
  /** Why the till cannot take a sale right now (its drawer counted), or null when it can. */
  blockedReason: string | null;
  /** The till's shift bar, for the screen to place under its heading. */
  shiftBar: ReactNode;
  /** Resolves with the till's id once this browser is a till (with a shift open for 'shift'), or null if cancelled. */
  ready: (need: TillNeed) => Promise<string | null>;
}

/**
 * The till's part of the till screen. It sells from the first visit: a browser that is not a till yet (or whose
 * till has no shift open) asks for them in place when an action needs them. A store with one till uses it without
 * asking. A till of another store than the session's shows which store it belongs to instead.
 */
export function TillGate({ children }: { children: (till: TillContext) => ReactNode }) {
  // After No Sale the drawer is open and the hands go back to the keys: the search box has the focus again.
  const intl = useIntl();
  const searchBox = useDialogReturnFocus();
  const savedTill = useThisTill();
  const session = useSession().data;
  const otherStoreId =
    savedTill?.storeId && session && savedTill.storeId !== session.store.id ? savedTill.storeId : null;
  const shiftOf = useCurrentShift(savedTill && !otherStoreId ? savedTill.id : null);
  // A till the server no longer knows in this store is as good as none.
  const till = savedTill && !otherStoreId && !isNotFound(shiftOf.error) ? savedTill : null;
  const preferences = usePreferences().data;
  const roster = useSignInRoster(savedTill?.storeId ?? session?.store.id);
  const role = session?.user.role ?? 'cashier';
  const readiness = useTillReadiness(till?.id ?? null, {
    store: session?.store,
    canAddTill: can(role, 'shifts:manage'),
  });
  useSingleTill(till === null && !otherStoreId);

  if (savedTill && session && otherStoreId) {
    return (
      <>
        <PageHeader title={intl.formatMessage({ id: 'pos.title', defaultMessage: 'Point of Sale' })} />
        <Suspense fallback={<Skeleton className="mx-auto h-40 w-full max-w-xl" />}>
          <TillElsewhere till={savedTill} session={session} />
        </Suspense>
      </>
    );
  }

  const approvers = (roster.data?.staff ?? [])
    .filter((member) => can(member.role, 'shifts:manage'))
    .map(({ id, name }) => ({ id, name }));
  const shiftBar = !till ? (
    <NoTillBar onOpenShift={() => void readiness.ready('shift')} onChooseTill={readiness.changeTill} />
  ) : shiftOf.data && preferences ? (
    <ShiftBar
      current={shiftOf.data}
      cash={preferences.cash}
      isManager={can(role, 'shifts:manage')}
      approvers={approvers}
      paperWidth={preferences.hardware.paperWidth}
      onNoSale={() => {
        searchBox?.current?.focus();
        void loadPagePrinter().then((direct) => direct.openDrawer());
      }}
      onChangeTill={readiness.changeTill}
    />
  ) : (
    <ShiftBarPlaceholder tillName={till.name} />
  );
  return (
    <>
      {children({
        tillId: till?.id ?? null,
        blockedReason: till ? cannotSellReason(intl, shiftOf.data) : null,
        shiftBar,
        ready: readiness.ready,
      })}
      {readiness.dialogs}
    </>
  );
}

/** Where the store has exactly one till in use, a browser that is not a till yet becomes it without asking. */
function useSingleTill(enabled: boolean) {
  const session = useSession().data;
  const tills = useTills(enabled);
  const only = tills.data?.filter((till) => till.isActive);
  const single = enabled && session && only?.length === 1 ? only[0] : null;
  useEffect(() => {
    if (single && session) {
      thisTill.set({ id: single.id, name: single.name, storeId: session.store.id, storeName: session.store.name });
    }
  }, [single, session]);
}

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { CurrentShift } from '@tillwise/core/shift/shift-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import { getCurrentShiftQueryOptions } from '@/features/shift/api/get-current-shift';
import { thisTill } from '@/features/till/hooks/till-store';
import { toast } from '@/lib/toast';

// Both load when first asked for: a browser that is a till with its shift open never needs them.
const TillChooserDialog = lazy(() =>
  import('@/features/till/components/till-chooser-dialog').then((m) => ({ default: m.TillChooserDialog })),
);
const OpenShiftDialog = lazy(() =>
  import('@/features/shift/components/open-shift-dialog').then((m) => ({ default: m.OpenShiftDialog })),
);

/** What an action at the till needs first: this browser to be a till, or a till that may sell (its shift open). */
export type TillNeed = 'till' | 'shift';

interface Pending {
  need: TillNeed;
  resolve: (tillId: string | null) => void;
}

/** Why a till with this shift state cannot sell at all (a shift being closed), or null. */
export function cannotSellReason(intl: IntlShape, current: CurrentShift | undefined): string | null {
  return current?.shift?.status === 'counted'
    ? intl.formatMessage({
        id: 'pos.drawerCounted',
        defaultMessage: 'The drawer has been counted: close the shift, then open a new one to sell.',
      })
    : null;
}

/**
 * Asks only when it must: `ready(need)` resolves with the till's id at once where this browser is a till (with its
 * shift open, when that is needed); otherwise the till chooser and then the open-shift dialog open in place, and it
 * resolves when they are done (or with null when cancelled), so the action goes on where it was.
 */
export function useTillReadiness(
  tillId: string | null,
  options: { store: StoreSummary | undefined; canAddTill: boolean },
) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [openingShift, setOpeningShift] = useState<CurrentShift | null>(null);
  const pending = useRef<Pending | null>(null);

  const settle = useCallback((id: string | null) => {
    pending.current?.resolve(id);
    pending.current = null;
    setOpeningShift(null);
  }, []);

  // This browser is the till `id`: go on, or first open its shift where the action needs one.
  const proceed = useCallback(
    async (id: string) => {
      const asked = pending.current;
      if (!asked) return;
      if (asked.need === 'till') return settle(id);
      let shift: CurrentShift;
      try {
        shift = await queryClient.ensureQueryData(getCurrentShiftQueryOptions(id));
      } catch (error) {
        toast.error(
          intl.formatMessage({ id: 'pos.shiftUnreadable', defaultMessage: 'The till’s shift could not be read' }),
          {
            description: (error as Error).message,
          },
        );
        return settle(null);
      }
      if (pending.current !== asked) return;
      const reason = cannotSellReason(intl, shift);
      if (reason) {
        toast.error(reason);
        return settle(null);
      }
      if (!shift.shift && shift.shiftRequired) setOpeningShift(shift);
      else settle(id);
    },
    [intl, queryClient, settle],
  );

  const ready = useCallback(
    (need: TillNeed) =>
      new Promise<string | null>((resolve) => {
        pending.current?.resolve(null);
        pending.current = { need, resolve };
        if (tillId) void proceed(tillId);
        else setChoosing(true);
      }),
    [tillId, proceed],
  );

  const dialogs = (
    <Suspense fallback={null}>
      {options.store && choosing && (
        <TillChooserDialog
          store={options.store}
          canAddTill={options.canAddTill}
          onChosen={() => {
            setChoosing(false);
            const chosen = thisTill.get();
            if (chosen) void proceed(chosen.id);
          }}
          onClose={() => {
            setChoosing(false);
            // Closed without a choice: the action that asked does not go on.
            settle(null);
          }}
        />
      )}
      {openingShift && (
        <OpenShiftDialog
          till={openingShift.till}
          suggestedFloatCents={openingShift.suggestedFloatCents}
          onClose={() => settle(null)}
          onOpened={() => settle(openingShift.till.id)}
        />
      )}
    </Suspense>
  );
  return { ready, changeTill: () => setChoosing(true), dialogs };
}

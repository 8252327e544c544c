import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { useCurrentShift } from '@/features/shift/api/get-current-shift';
import { useThisTill } from '@/features/till/hooks/till-store';
import { weekdayAndTime } from '@/lib/format-date';

/**
 * At sign-in on a till whose shift was left open from an earlier day, says so once: the drawer should be counted
 * and the shift closed before a new day's trade goes into it.
 */
export function OpenShiftWarning({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const till = useThisTill();
  const current = useCurrentShift(enabled ? (till?.id ?? null) : null);
  const warned = useRef<string | null>(null);
  const shift = current.data?.shift;

  useEffect(() => {
    if (!shift?.leftOpenOvernight || warned.current === shift.id) return;
    warned.current = shift.id;
    toast.warning(
      intl.formatMessage(
        { id: 'header.shiftLeftOpen', defaultMessage: '{till}’s shift was left open' },
        { till: shift.till.name },
      ),
      {
        description: intl.formatMessage(
          {
            id: 'header.shiftLeftOpen.description',
            defaultMessage: 'Opened {when} by {name}. Count the drawer and close it before today’s trade.',
          },
          { when: weekdayAndTime(new Date(shift.openedAt)), name: shift.openedBy.name },
        ),
        duration: 10_000,
      },
    );
  }, [shift, intl]);

  return null;
}

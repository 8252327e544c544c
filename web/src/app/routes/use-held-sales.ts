import { useEffect, useMemo } from 'react';
import type { HeldSales } from '@/features/refund/api/held-sales';
import { useSession } from '@/features/session/api/get-session';
import { usePreferences } from '@/features/settings/api/get-preferences';
import type { TillReplica } from './use-till-replica';
import { defineMessage } from 'react-intl';
import { sayInSession } from '@/lib/i18n/core-messages';

const load = () => import('./held-sales');

/**
 * The sales this till holds, for refunds while the server cannot be reached; the code behind them loads on first
 * use. The till also tops up its receipt numbers for sales and refunds as it opens, so it has them before an outage.
 */
export function useHeldSales(tillId: string | null, replica: TillReplica | null): HeldSales {
  const signedIn = useSession().data?.user;
  const promotionRefundRule = usePreferences().data?.refunds.promotionRule;
  useEffect(() => {
    if (tillId === null) return;
    void import('@/features/outbox/api/number-pool-store').then(({ refillNumbers }) => {
      void refillNumbers(tillId, 'order');
      void refillNumbers(tillId, 'refund');
    });
  }, [tillId]);
  return useMemo(
    () => ({
      search: async (filters) => (await load()).searchHeldSales(filters),
      sale: async (id) => (await load()).heldSale(id),
      refund: async (input, sale) => {
        if (tillId === null)
          throw new Error(
            sayInSession(defineMessage({ id: 'pos.held.notATill', defaultMessage: 'This browser is not a till yet' })),
          );
        const given = await (await load()).giveHeldRefund(tillId, signedIn, input, sale, promotionRefundRule);
        void replica?.noteRefund(given.refund, sale);
        return given.refund;
      },
      refundedOnline: async (refund, input) => (await load()).followOnlineRefund(refund, input, promotionRefundRule),
    }),
    [tillId, signedIn, replica, promotionRefundRule],
  );
}

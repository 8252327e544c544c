import { couponUsedUp } from '@tillwise/core/promotion/promotion-conditions';
import type { Executor } from '../db/database';
import * as promotionRepository from '../db/repositories/promotion-repository';
import { badRequest, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { promotionRefusals } from './promotion-messages';
import type { CouponUse } from './sale-promotion-pricing';

/**
 * Counts each coupon a sale used, inside the sale's transaction: once per sale (a resent sale is answered before it
 * gets here), refused online at its limit in all or for this customer. Offline the customer has had the deal, so the
 * use is counted even past the limit.
 */
export async function useCoupons(
  trx: Executor,
  orderId: string,
  cart: { coupons: readonly CouponUse[]; customer: { id: string } | null },
  offline: boolean,
  at: Date,
) {
  const customerId = cart.customer?.id ?? null;
  for (const coupon of cart.coupons) {
    const refuse = (message: Wording) => badRequest(message, [{ path: 'couponCodes', message }]);
    if (coupon.limitPerCustomer !== null && !customerId && !offline) {
      throw refuse(saying(promotionRefusals.addCustomerForCoupon, { code: coupon.code }));
    }
    const taken = await promotionRepository.takeCouponUse(trx, coupon.promotionId, offline);
    if (!taken) throw refuse(reworded(() => couponUsedUp(coupon.code, coupon.limitTotal ?? 0)));
    if (coupon.limitPerCustomer !== null && customerId && !offline) {
      const used = await promotionRepository.countCustomerCouponUses(trx, coupon.promotionId, customerId);
      const limit = coupon.limitPerCustomer;
      if (used >= limit) throw refuse(reworded(() => couponUsedUp(coupon.code, limit, true)));
    }
    await promotionRepository.insertCouponUse(trx, {
      promotion_id: coupon.promotionId,
      order_id: orderId,
      customer_id: customerId,
      used_at: at.toISOString(),
    });
  }
}

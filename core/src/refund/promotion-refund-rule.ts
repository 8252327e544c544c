/**
 * How a store refunds a sale that got promotions (Settings › Promotions): each item gives back what it cost in the
 * sale, its share of the deals included (the default: the shopper gets back what they paid for it), or the deals
 * the kept goods no longer earn are taken back (returning the free pot of a buy 2 get 1 gives back nothing).
 */
export const promotionRefundRules = ['as_paid', 'deals_earned'] as const;
export type PromotionRefundRule = (typeof promotionRefundRules)[number];
export const defaultPromotionRefundRule: PromotionRefundRule = 'as_paid';
export const promotionRefundRuleLabels: Record<PromotionRefundRule, string> = {
  as_paid: 'Refund what the item cost in the sale',
  deals_earned: 'Take back deals no longer earned',
};
/** What each rule means, as Settings and the refund dialog say it. */
export const promotionRefundRuleHints: Record<PromotionRefundRule, string> = {
  as_paid: 'Each item gives back what it cost in the sale, with its share of the deals.',
  deals_earned: 'The goods kept are priced under the same deals: a deal they no longer earn is taken back.',
};

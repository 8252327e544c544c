import { inTarget } from './promotion-rules';
import type { PromotionRule, PromotionTarget } from './promotion-rules';

/** A promotion as a sale got it: kept with the sale so its refunds price what is kept under the same deal. */
export interface AppliedPromotion {
  promotionId: string;
  rule: PromotionRule;
  excludesTypedDiscounts: boolean;
}

const narrowed = (target: PromotionTarget, lines: readonly { productId: string; categoryId: string | null }[]) => ({
  productIds: [...new Set(lines.filter((line) => inTarget(target, line)).map((line) => line.productId))].sort(),
  categoryIds: [],
});

/**
 * A rule with its targets narrowed to the products of the sale it applied to: the same deal on that sale, whatever
 * happens later to the catalogue's categories or to the promotion.
 */
export function ruleForSale(
  rule: PromotionRule,
  lines: readonly { productId: string; categoryId: string | null }[],
): PromotionRule {
  if (!('target' in rule) || rule.target === 'sale') return rule;
  if (rule.kind === 'buy_x_get_y' && rule.reward) {
    return { ...rule, target: narrowed(rule.target, lines), reward: narrowed(rule.reward, lines) };
  }
  return { ...rule, target: narrowed(rule.target, lines) };
}

import fc from 'fast-check';
import type { ActivePromotion, PromotionLine } from './promotion-types';
import { isItemOffer, offersFor, prepareCart } from './promotion-cart';
import type { ItemOffer } from './promotion-cart';
import { exhaustiveLimit, reachersPerRun, runUnits, sharingCount } from './promotion-sharing';
import type { ItemRule, PromotionRule, PromotionTarget } from './promotion-rules';

/**
 * fast-check generators of promotions for the property tests (test support): each test names the kinds it draws
 * and how large the rules may get for its carts.
 */
export interface RuleLimits {
  /** A buy X get Y's largest X and Y. */
  buy: number;
  get: number;
  /** How many units a mix and match takes. */
  mixQuantity: { min: number; max: number };
  /** A quantity break's tiers: how many, and the units each starts at. */
  tiers: number;
  tierMinQuantity: { min: number; max: number };
  /** The largest spend threshold. */
  thresholdCents: number;
}

export const smallRules: RuleLimits = {
  buy: 3,
  get: 2,
  mixQuantity: { min: 2, max: 3 },
  tiers: 2,
  tierMinQuantity: { min: 1, max: 4 },
  thresholdCents: 6000,
};

export type RuleKind = keyof ReturnType<typeof ruleArbitraries>;

/** Every kind of item rule. */
export const itemRuleKinds = ['percent_off', 'amount_off', 'buy_x_get_y', 'mix_and_match', 'quantity_break'] as const;

/** Every kind of rule: the item rules, and those on the whole sale (each spend threshold an amount or a percentage). */
export const everyRuleKind = [
  ...itemRuleKinds,
  'sale_percent_off',
  'sale_amount_off',
  'spend_threshold_amount',
  'spend_threshold_percent',
] as const;

/** Any subset of the products and of the categories given. */
export const promotionTarget = (
  productIds: readonly string[],
  categoryIds: readonly string[],
): fc.Arbitrary<PromotionTarget> =>
  fc.record({ productIds: fc.subarray([...productIds]), categoryIds: fc.subarray([...categoryIds]) });

/** A rule of one of the kinds named, on the target given, within the limits. */
export function promotionRule(
  target: fc.Arbitrary<PromotionTarget>,
  limits: RuleLimits,
  kinds: readonly RuleKind[],
): fc.Arbitrary<PromotionRule> {
  const arbitraries = ruleArbitraries(target, limits);
  return fc.oneof(...kinds.map((kind) => arbitraries[kind]));
}

/** An item rule of any kind (one that discounts the units of its target). */
export function promotionItemRule(target: fc.Arbitrary<PromotionTarget>, limits: RuleLimits): fc.Arbitrary<ItemRule> {
  const arbitraries = ruleArbitraries(target, limits);
  return fc.oneof(...itemRuleKinds.map((kind) => arbitraries[kind]));
}

function ruleArbitraries(target: fc.Arbitrary<PromotionTarget>, limits: RuleLimits) {
  const cents = (max: number) => fc.integer({ min: 1, max });
  return {
    percent_off: fc.record({ kind: fc.constant('percent_off' as const), percentBps: cents(10_000), target }),
    amount_off: fc.record({ kind: fc.constant('amount_off' as const), amountCents: cents(3000), target }),
    buy_x_get_y: fc.record(
      {
        kind: fc.constant('buy_x_get_y' as const),
        buy: fc.integer({ min: 1, max: limits.buy }),
        get: fc.integer({ min: 1, max: limits.get }),
        percentBps: cents(10_000),
        target,
        reward: target,
      },
      { requiredKeys: ['kind', 'buy', 'get', 'percentBps', 'target'] },
    ),
    mix_and_match: fc.record({
      kind: fc.constant('mix_and_match' as const),
      quantity: fc.integer(limits.mixQuantity),
      priceCents: fc.integer({ min: 0, max: 3000 }),
      target,
    }),
    quantity_break: fc.record({
      kind: fc.constant('quantity_break' as const),
      tiers: fc.array(
        fc.record({
          minQuantity: fc.integer(limits.tierMinQuantity),
          unitPriceCents: fc.integer({ min: 0, max: 2000 }),
        }),
        { minLength: 1, maxLength: limits.tiers },
      ),
      target,
    }),
    sale_percent_off: fc.record({
      kind: fc.constant('percent_off' as const),
      percentBps: cents(5000),
      target: fc.constant('sale' as const),
    }),
    sale_amount_off: fc.record({
      kind: fc.constant('amount_off' as const),
      amountCents: cents(3000),
      target: fc.constant('sale' as const),
    }),
    spend_threshold_amount: fc.record({
      kind: fc.constant('spend_threshold' as const),
      thresholdCents: fc.integer({ min: 0, max: limits.thresholdCents }),
      amountCents: cents(2000),
    }),
    spend_threshold_percent: fc.record({
      kind: fc.constant('spend_threshold' as const),
      thresholdCents: fc.integer({ min: 0, max: limits.thresholdCents }),
      percentBps: cents(3000),
    }),
  };
}

/**
 * Whether the engine tries every way of sharing this cart's units between its combinable item promotions, with
 * every choice of its sale-wide ones (all subsets of up to six).
 */
export function searchedEveryWay(cart: readonly PromotionLine[], active: readonly ActivePromotion[]): boolean {
  const prepared = prepareCart(cart);
  const offers = offersFor(
    prepared,
    [...active].sort((a, b) => a.id.localeCompare(b.id)),
  );
  const combinable = offers.filter((offer) => offer.promotion.combinable);
  const items = combinable.filter((offer): offer is ItemOffer => isItemOffer(offer) && offer.reach.runs.length > 0);
  const sales = combinable.filter((offer) => !isItemOffer(offer)).length;
  return (
    sharingCount(reachersPerRun(prepared, items), runUnits(prepared)) * (sales <= 6 ? 2 ** sales : 1) <= exhaustiveLimit
  );
}

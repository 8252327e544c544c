import { roundCents } from '../money/money';
import { allocateProportionally } from '../sale/discount';

/** The products a promotion is about: listed products, products of listed categories, or both. */
export interface PromotionTarget {
  productIds: readonly string[];
  categoryIds: readonly string[];
}

/**
 * What a promotion gives. Percentages are in basis points (2000 = 20 %), money in cents. Item rules discount the
 * units of their target; sale rules (`target: 'sale'`, spend thresholds) take money off what the sale comes to after
 * them.
 */
export type ItemRule =
  | { kind: 'percent_off'; percentBps: number; target: PromotionTarget }
  /** Off each unit of the target. */
  | { kind: 'amount_off'; amountCents: number; target: PromotionTarget }
  /** Buy `buy`, get `get` at `percentBps` off (10000: free), repeating; the reward from `reward` when it differs. */
  | {
      kind: 'buy_x_get_y';
      buy: number;
      get: number;
      percentBps: number;
      target: PromotionTarget;
      reward?: PromotionTarget;
    }
  /** Any `quantity` units of the target for `priceCents`, repeating. */
  | { kind: 'mix_and_match'; quantity: number; priceCents: number; target: PromotionTarget }
  /** From `minQuantity` units of the target, each costs `unitPriceCents` (the highest tier reached). */
  | {
      kind: 'quantity_break';
      tiers: readonly { minQuantity: number; unitPriceCents: number }[];
      target: PromotionTarget;
    };

export type SaleRule =
  | { kind: 'percent_off'; percentBps: number; target: 'sale' }
  /** Once off the sale. */
  | { kind: 'amount_off'; amountCents: number; target: 'sale' }
  /**
   * `amountCents` (or `percentBps`) off once the sale comes to `thresholdCents`: tax included (the total the shopper
   * sees), or before tax where `thresholdIncludesTax` is false.
   */
  | {
      kind: 'spend_threshold';
      thresholdCents: number;
      amountCents?: number;
      percentBps?: number;
      thresholdIncludesTax?: boolean;
    };

export type PromotionRule = ItemRule | SaleRule;

export const isItemRule = (rule: PromotionRule): rule is ItemRule =>
  rule.kind !== 'spend_threshold' && rule.target !== 'sale';

/** A unit in a promotion's reach: which line it is of and what it costs. */
export interface PromotionUnit {
  line: number;
  productId: string;
  categoryId: string | null;
  priceCents: number;
}

// A target's lists as sets, made once per target: a cart against hundreds of promotions asks thousands of times.
const targetSets = new WeakMap<PromotionTarget, { products: Set<string>; categories: Set<string> }>();

export function inTarget(target: PromotionTarget, unit: Pick<PromotionUnit, 'productId' | 'categoryId'>): boolean {
  let sets = targetSets.get(target);
  if (!sets) {
    sets = { products: new Set(target.productIds), categories: new Set(target.categoryIds) };
    targetSets.set(target, sets);
  }
  return sets.products.has(unit.productId) || (unit.categoryId !== null && sets.categories.has(unit.categoryId));
}

/** Whether an item rule can discount this unit at all (as bought, or as its reward). */
export const reaches = (rule: ItemRule, unit: PromotionUnit) =>
  inTarget(rule.target, unit) || (rule.kind === 'buy_x_get_y' && !!rule.reward && inTarget(rule.reward, unit));

// Dearest first; equal units in the order given (the engine gives them in the lines' own order, never the scan's).
const dearestFirst = (a: { unit: PromotionUnit; index: number }, b: { unit: PromotionUnit; index: number }) =>
  b.unit.priceCents - a.unit.priceCents || a.index - b.index;

export const percentOf = (cents: number, bps: number) => Math.min(cents, roundCents((cents * bps) / 10_000));

/** A percentage of a price, exactly: what a line records is the sum of its units' shares, rounded once. */
const exactPercentOf = (cents: number, bps: number) => Math.min(cents, (cents * bps) / 10_000);

/**
 * What an item rule takes off these units, unit by unit (same order as given): the most the customer can get
 * from them. Groups (buy X get Y, mix and match) are made from the dearest units down, so the units that come free
 * or cheaper are the dearest they can be. A percentage's share of a unit is exact (not whole cents): a line's
 * discount is its units' shares added up, then rounded once.
 */
export function itemDiscounts(rule: ItemRule, units: readonly PromotionUnit[]): number[] {
  const off = units.map(() => 0);
  const indexed = units.map((unit, index) => ({ unit, index }));
  const sorted = [...indexed].sort(dearestFirst);
  switch (rule.kind) {
    case 'percent_off':
      for (const { unit, index } of indexed) off[index] = exactPercentOf(unit.priceCents, rule.percentBps);
      return off;
    case 'amount_off':
      for (const { unit, index } of indexed) off[index] = Math.min(unit.priceCents, rule.amountCents);
      return off;
    case 'quantity_break': {
      // The lowest price of the tiers reached: more units never cost the customer more.
      const reached = rule.tiers.filter((tier) => tier.minQuantity <= units.length);
      if (reached.length === 0) return off;
      const price = Math.min(...reached.map((tier) => tier.unitPriceCents));
      for (const { unit, index } of indexed) off[index] = Math.max(0, unit.priceCents - price);
      return off;
    }
    case 'mix_and_match': {
      const size = Math.max(1, rule.quantity);
      for (let start = 0; start + size <= sorted.length; start += size) {
        const group = sorted.slice(start, start + size);
        const sum = group.reduce((total, { unit }) => total + unit.priceCents, 0);
        const shares = allocateProportionally(
          Math.max(0, sum - rule.priceCents),
          group.map(({ unit }) => unit.priceCents),
        );
        group.forEach(({ index }, n) => (off[index] = shares[n] ?? 0));
      }
      return off;
    }
    case 'buy_x_get_y': {
      const buy = Math.max(1, rule.buy);
      const get = Math.max(1, rule.get);
      if (!rule.reward) {
        // Past each "buy" units, up to "get" come as a reward, in a last block not yet full too.
        sorted.forEach(({ unit, index }, position) => {
          if (position % (buy + get) >= buy) off[index] = exactPercentOf(unit.priceCents, rule.percentBps);
        });
        return off;
      }
      // The reward is other products (or some of the same): each unit taken as a reward, dearest first, while the
      // units left to be bought still earn it.
      const rewards = new Set<number>();
      const bought = () =>
        sorted.filter(({ index }) => !rewards.has(index) && inTarget(rule.target, units[index]!)).length;
      for (const { unit, index } of sorted) {
        if (!inTarget(rule.reward, unit)) continue;
        rewards.add(index);
        if (Math.floor(bought() / buy) * get < rewards.size) rewards.delete(index);
        else off[index] = exactPercentOf(unit.priceCents, rule.percentBps);
      }
      return off;
    }
  }
}

/** What an amount of a cart's goods is multiplied by to compare it with a threshold with tax, or before tax. */
export interface ThresholdScale {
  taxIncluded: number;
  beforeTax: number;
}

const noTax: ThresholdScale = { taxIncluded: 1, beforeTax: 1 };

/** The figure a spend threshold compares with the goods' `cents`: with their tax, or before it, as the rule says. */
export function thresholdAmount(rule: SaleRule, cents: number, scale: ThresholdScale = noTax): number {
  if (rule.kind !== 'spend_threshold') return cents;
  return roundCents(cents * (rule.thresholdIncludesTax === false ? scale.beforeTax : scale.taxIncluded));
}

/**
 * What a sale rule takes off a sale whose lines it may discount come to `amountCents` (after the item promotions);
 * a threshold is reached by `towardThresholdCents`, which adds what it may not discount (a price set by hand), with
 * or before tax as the rule counts it (see thresholdAmount).
 */
export function saleDiscount(
  rule: SaleRule,
  amountCents: number,
  towardThresholdCents = amountCents,
  scale: ThresholdScale = noTax,
): number {
  if (amountCents <= 0) return 0;
  if (rule.kind === 'spend_threshold') {
    if (thresholdAmount(rule, towardThresholdCents, scale) < rule.thresholdCents) return 0;
    const off = rule.percentBps ? percentOf(amountCents, rule.percentBps) : (rule.amountCents ?? 0);
    return Math.min(amountCents, off);
  }
  return rule.kind === 'percent_off'
    ? percentOf(amountCents, rule.percentBps)
    : Math.min(amountCents, rule.amountCents);
}

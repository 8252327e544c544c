import { roundCents } from '../money/money';
import { allocateProportionally } from '../sale/discount';
import { shareProportionally } from './proportional-shares';

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
  /** `amountCents` (or `percentBps`) off once the sale comes to `thresholdCents`. */
  | { kind: 'spend_threshold'; thresholdCents: number; amountCents?: number; percentBps?: number };

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

const percentOf = (cents: number, bps: number) => Math.min(cents, roundCents((cents * bps) / 10_000));

/**
 * What an item rule takes off these units, unit by unit (same order as given): the most the customer can get
 * from them. Groups (buy X get Y, mix and match) are made from the dearest units down, so the units that come free
 * or cheaper are the dearest they can be.
 */
export function itemDiscounts(rule: ItemRule, units: readonly PromotionUnit[]): number[] {
  const off = units.map(() => 0);
  const indexed = units.map((unit, index) => ({ unit, index }));
  const sorted = [...indexed].sort(dearestFirst);
  switch (rule.kind) {
    case 'percent_off':
      for (const { unit, index } of indexed) off[index] = percentOf(unit.priceCents, rule.percentBps);
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
        for (let start = 0; start + buy + get <= sorted.length; start += buy + get) {
          for (const { unit, index } of sorted.slice(start + buy, start + buy + get)) {
            off[index] = percentOf(unit.priceCents, rule.percentBps);
          }
        }
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
        else off[index] = percentOf(unit.priceCents, rule.percentBps);
      }
      return off;
    }
  }
}

/** What a sale rule takes off a sale that comes to `amountCents` (after the item promotions). */
export function saleDiscount(rule: SaleRule, amountCents: number): number {
  if (amountCents <= 0) return 0;
  if (rule.kind === 'spend_threshold') {
    if (amountCents < rule.thresholdCents) return 0;
    const off = rule.percentBps ? percentOf(amountCents, rule.percentBps) : (rule.amountCents ?? 0);
    return Math.min(amountCents, off);
  }
  return rule.kind === 'percent_off'
    ? percentOf(amountCents, rule.percentBps)
    : Math.min(amountCents, rule.amountCents);
}

/**
 * Runs of alike units (the units of one line: same product, same price), as one item rule reaches them, listed in
 * the lines' own order. The engine prices runs by how many units of each it gives the rule, not unit by unit.
 */
export interface ReachedRuns {
  /** What a unit of each run costs. */
  readonly priceCents: readonly number[];
  /** For a buy X get Y with a reward of its own: whether a run's units count as bought, and can be the reward. */
  readonly bought: readonly boolean[];
  readonly rewardable: readonly boolean[];
  /** The runs (positions in these lists) dearest first, equal prices in the lines' order, as itemDiscounts sorts. */
  readonly dearestFirst: readonly number[];
}

/**
 * What itemDiscounts gives, for `counts[r]` units of each run r (0 leaves a run out): the cents it takes off each
 * run's units together, written to `off[r]`, and returned in all. A run's units get the same discount or none,
 * except that a mix and match shares its price among a group's units (never below zero), so a run's sum has the
 * sign of each of its units' discounts.
 */
export function runDiscounts(
  rule: ItemRule,
  runs: ReachedRuns,
  counts: ArrayLike<number>,
  off: number[] | Float64Array,
): number {
  switch (rule.kind) {
    case 'percent_off':
    case 'amount_off':
      return offEachUnit(rule, runs, counts, off, 0);
    case 'quantity_break': {
      const breakPrice = lowestTierPrice(rule.tiers, unitCount(counts));
      return offEachUnit(rule, runs, counts, off, breakPrice);
    }
    case 'mix_and_match':
      return mixAndMatchRuns(rule, runs, counts, off);
    case 'buy_x_get_y':
      return rule.reward ? rewardRuns(rule, runs, counts, off) : everyNthRuns(rule, runs, counts, off);
  }
}

function unitCount(counts: ArrayLike<number>): number {
  let units = 0;
  for (let r = 0; r < counts.length; r += 1) units += counts[r]!;
  return units;
}

function lowestTierPrice(tiers: Extract<ItemRule, { kind: 'quantity_break' }>['tiers'], units: number): number | null {
  let lowest: number | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= units && (lowest === null || tier.unitPriceCents < lowest)) lowest = tier.unitPriceCents;
  }
  return lowest;
}

/** Rules that take the same off every unit: a percentage, an amount, or down to a quantity break's price. */
function offEachUnit(
  rule: Extract<ItemRule, { kind: 'percent_off' | 'amount_off' | 'quantity_break' }>,
  runs: ReachedRuns,
  counts: ArrayLike<number>,
  off: number[] | Float64Array,
  breakPrice: number | null,
): number {
  let total = 0;
  for (let r = 0; r < counts.length; r += 1) {
    off[r] = counts[r] === 0 ? 0 : counts[r]! * unitOff(rule, runs.priceCents[r]!, breakPrice);
    total += off[r]!;
  }
  return total;
}

function unitOff(
  rule: Extract<ItemRule, { kind: 'percent_off' | 'amount_off' | 'quantity_break' }>,
  priceCents: number,
  breakPrice: number | null,
): number {
  if (rule.kind === 'percent_off') return percentOf(priceCents, rule.percentBps);
  if (rule.kind === 'amount_off') return Math.min(priceCents, rule.amountCents);
  return breakPrice === null ? 0 : Math.max(0, priceCents - breakPrice);
}

function mixAndMatchRuns(
  rule: Extract<ItemRule, { kind: 'mix_and_match' }>,
  runs: ReachedRuns,
  counts: ArrayLike<number>,
  off: number[] | Float64Array,
): number {
  const size = Math.max(1, rule.quantity);
  off.fill(0, 0, counts.length);
  let grouped = Math.floor(unitCount(counts) / size) * size;
  // The units (as their runs) of a group begun with dearer units and not yet full.
  const begun: number[] = [];
  let total = 0;
  for (const r of runs.dearestFirst) {
    let units = Math.min(counts[r]!, grouped);
    grouped -= units;
    for (; units > 0 && begun.length > 0; units -= 1) {
      begun.push(r);
      if (begun.length === size) total += shareGroup(rule.priceCents, begun.splice(0), runs, off);
    }
    // Whole groups of this run alone: the group's discount, whole cents shared among alike units.
    const wholeGroups = Math.floor(units / size);
    const groupOff = Math.max(0, size * runs.priceCents[r]! - rule.priceCents);
    off[r]! += wholeGroups * groupOff;
    total += wholeGroups * groupOff;
    for (units -= wholeGroups * size; units > 0; units -= 1) begun.push(r);
  }
  return total;
}

/** A group of units from more than one run: its discount shared as itemDiscounts shares it, unit by unit. */
function shareGroup(groupPriceCents: number, group: number[], runs: ReachedRuns, off: number[] | Float64Array): number {
  // Not map, whose arrays V8 makes packed or holey by how far it has optimised the caller (see packedMap).
  const prices: number[] = [];
  for (const r of group) prices.push(runs.priceCents[r]!);
  const groupOff = Math.max(0, prices.reduce((total, priceCents) => total + priceCents, 0) - groupPriceCents);
  let shared = 0;
  shareProportionally(groupOff, prices).forEach((share, n) => {
    off[group[n]!]! += share;
    shared += share;
  });
  return shared;
}

function everyNthRuns(
  rule: Extract<ItemRule, { kind: 'buy_x_get_y' }>,
  runs: ReachedRuns,
  counts: ArrayLike<number>,
  off: number[] | Float64Array,
): number {
  const buy = Math.max(1, rule.buy);
  const get = Math.max(1, rule.get);
  const block = buy + get;
  const inWholeBlocks = Math.floor(unitCount(counts) / block) * block;
  let position = 0;
  let total = 0;
  for (const r of runs.dearestFirst) {
    const end = Math.min(position + counts[r]!, inWholeBlocks);
    const rewarded = rewardedBefore(end, buy, get) - rewardedBefore(Math.min(position, inWholeBlocks), buy, get);
    position += counts[r]!;
    off[r] = rewarded === 0 ? 0 : rewarded * percentOf(runs.priceCents[r]!, rule.percentBps);
    total += off[r]!;
  }
  return total;
}

/** How many of the first `position` units (dearest first, in whole blocks of buy + get) come as a reward. */
function rewardedBefore(position: number, buy: number, get: number): number {
  const block = buy + get;
  return Math.floor(position / block) * get + Math.max(0, (position % block) - buy);
}

function rewardRuns(
  rule: Extract<ItemRule, { kind: 'buy_x_get_y' }>,
  runs: ReachedRuns,
  counts: ArrayLike<number>,
  off: number[] | Float64Array,
): number {
  const buy = Math.max(1, rule.buy);
  const get = Math.max(1, rule.get);
  let stillBought = 0;
  for (let r = 0; r < counts.length; r += 1) if (runs.bought[r]) stillBought += counts[r]!;
  let rewards = 0;
  let total = 0;
  for (const r of runs.dearestFirst) {
    // Alike units: once one cannot be a reward, none of the rest of its run can.
    let taken = 0;
    if (runs.rewardable[r]) {
      for (; taken < counts[r]!; taken += 1) {
        const boughtIfTaken = stillBought - (runs.bought[r] ? 1 : 0);
        if (Math.floor(boughtIfTaken / buy) * get < rewards + 1) break;
        stillBought = boughtIfTaken;
        rewards += 1;
      }
    }
    off[r] = taken === 0 ? 0 : taken * percentOf(runs.priceCents[r]!, rule.percentBps);
    total += off[r]!;
  }
  return total;
}

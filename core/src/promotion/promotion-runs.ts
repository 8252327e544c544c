import { shareProportionally } from './proportional-shares';
import { percentOf } from './promotion-rules';
import type { ItemRule } from './promotion-rules';

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
    off[r] = counts[r] === 0 ? 0 : runOff(rule, counts[r]!, runs.priceCents[r]!, breakPrice);
    total += off[r]!;
  }
  return total;
}

/**
 * What a percentage or an amount off takes off `units` of one run, which is all it depends on (null for rules whose
 * discount of a run depends on the others): lets a search price a change of one run without the rest.
 */
export function separateRunOff(rule: ItemRule, units: number, priceCents: number): number | null {
  if (rule.kind !== 'percent_off' && rule.kind !== 'amount_off') return null;
  return units === 0 ? 0 : runOff(rule, units, priceCents, null);
}

/** A percentage is of the units' price together, rounded once, so it does not drift with the quantity. */
function runOff(
  rule: Extract<ItemRule, { kind: 'percent_off' | 'amount_off' | 'quantity_break' }>,
  units: number,
  priceCents: number,
  breakPrice: number | null,
): number {
  if (rule.kind === 'percent_off') return percentOf(units * priceCents, rule.percentBps);
  if (rule.kind === 'amount_off') return units * Math.min(priceCents, rule.amountCents);
  return breakPrice === null ? 0 : units * Math.max(0, priceCents - breakPrice);
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
  let position = 0;
  let total = 0;
  for (const r of runs.dearestFirst) {
    const rewarded = rewardedBefore(position + counts[r]!, buy, get) - rewardedBefore(position, buy, get);
    position += counts[r]!;
    off[r] = rewarded === 0 ? 0 : percentOf(rewarded * runs.priceCents[r]!, rule.percentBps);
    total += off[r]!;
  }
  return total;
}

/**
 * How many of the first `position` units (dearest first, in blocks of buy + get) come as a reward: the units past
 * a complete "buy", up to "get", also in a last block not yet full (buy 10 get 3 with 12 gives 2).
 */
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
    off[r] = taken === 0 ? 0 : percentOf(taken * runs.priceCents[r]!, rule.percentBps);
    total += off[r]!;
  }
  return total;
}

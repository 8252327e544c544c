import { saleDiscount } from './promotion-rules';
import type { SaleRule } from './promotion-rules';
import { discountOf, isItemOffer, packedMap } from './promotion-cart';
import type { Cart, ItemOffer, Offer } from './promotion-cart';
import type { Score, Take, Way } from './promotion-way';
import { improveTakes } from './promotion-moves';
import { swapUnits } from './promotion-swaps';
import type { SearchBudget } from './promotion-moves';
import { priceWay } from './promotion-pricing';
import { lessOneUnitWays } from './promotion-less-one';
import {
  everySharing,
  exhaustiveLimit,
  reachersPerRun,
  runUnits,
  sharedTakes,
  sharingCount,
} from './promotion-sharing';

// How the engine finds the best way to apply a choice of promotions. A line's units are alike, so it works with
// runs (a line's units) and how many units of each run a promotion takes, not unit by unit; it compares ways by
// what they take off in all, and works out where each cent lands, line by line, only for the way it keeps.

/** With up to this many sale promotions, every subset of them is tried (one may be better left out). */
const saleSubsetLimit = 6;
/** The better deal for the customer: more off; then fewer promotions; then the lower ids. */
export function better(a: Score, b: Score): boolean {
  if (a.total !== b.total) return a.total > b.total;
  const aIds = [...new Set(a.used)].sort();
  const bIds = [...new Set(b.used)].sort();
  if (aIds.length !== bIds.length) return aIds.length < bIds.length;
  return aIds.join('\u0000') < bIds.join('\u0000');
}

/**
 * The most a choice of promotions can take off: which item promotion (if any) discounts each unit, and which of the
 * sale promotions apply (one may be better left out: an amount off first can take the sale under a threshold).
 * Every way when there are few (ways counted by how many units of each line go where, so a cart of a few lines of
 * many units is still tried every way). Otherwise the best of none, each promotion alone and the units shared group
 * by group (see sharedTakes), the best few then made better by moving units (see improveTakes): never worse than
 * any of them. Of ways that take off as much, the first found.
 */
export function bestWay(cart: Cart, chosen: readonly Offer[]): Way {
  const items = chosen.filter(isItemOffer);
  const sales = chosen.filter((offer) => !isItemOffer(offer));
  const saleChoices = sales.length <= saleSubsetLimit ? subsets(sales) : [sales];
  // A promotion that reaches no unit takes nothing, whichever way.
  const reaching = items.filter((offer) => offer.reach.runs.length > 0);
  const search = new WaySearch(cart, saleChoices);
  if (items.length <= 1 && sales.length === 0) {
    // One item promotion and nothing after it: it takes every unit it reaches (more units never give less).
    search.consider(packedMap(reaching, (offer) => ({ offer, counts: offer.reach.allUnits })));
  } else if (items.length === 0) {
    search.consider([]);
  } else {
    const reachers = reachersPerRun(cart, reaching);
    const units = runUnits(cart);
    if (sharingCount(reachers, units) * saleChoices.length <= exhaustiveLimit) {
      everySharing(cart, reaching, (takes) => search.consider(takes, true));
    } else {
      searchPastEveryWay(cart, reaching, saleChoices.length, search, reachers, units);
      const searchLess = (less: Cart, offers: readonly ItemOffer[], lessUnits: number[]) => {
        const lessSearch = new WaySearch(less, saleChoices);
        searchPastEveryWay(less, offers, saleChoices.length, lessSearch, reachers, lessUnits);
        return lessSearch.best!.takes;
      };
      for (const takes of lessOneUnitWays(cart, reaching, reachers, saleChoices.length, searchLess)) {
        search.consider(takes);
      }
    }
  }
  return search.best!;
}

/**
 * Past every way: none, every promotion alone and the units shared group by group; on a cart near the limit, every
 * way of it less any one unit; then the best few made better unit by unit.
 */
function searchPastEveryWay(
  cart: Cart,
  reaching: readonly ItemOffer[],
  saleChoices: number,
  search: WaySearch,
  reachers: readonly number[],
  units: number[],
) {
  // None, every promotion alone (each takes every unit it reaches), and the units shared group by group.
  const seeds: Take[][] = [[]];
  for (const offer of reaching) seeds.push([{ offer, counts: offer.reach.allUnits }]);
  seeds.push(sharedTakes(cart, reaching));
  for (const seed of seeds) search.consider(seed);
  // Every way of the cart less any one unit that brings it within the limit: one unit more than a cart that is
  // tried every way never costs more than its price. Less a unit, a run of n units that k promotions reach has ways fewer by (n + k) / n, at most 1 + k times.
  const most = exhaustiveLimit * (1 + reachers.reduce((most, k) => Math.max(most, k), 0));
  const near = sharingCount(reachers, units, most) * saleChoices <= most;
  for (let r = 0; near && r < units.length; r += 1) {
    if (reachers[r] === 0) continue;
    units[r]! -= 1;
    if (sharingCount(reachers, units) * saleChoices <= exhaustiveLimit) {
      everySharing(cart, reaching, (takes) => search.consider(takes, true), units);
    }
    units[r]! += 1;
  }
  if (!cart.hasNegativeLine) {
    // The few best, each made better unit by unit: ways that take as much may lead to different answers.
    const ranked = packedMap(seeds, (seed) => ({ seed, total: search.bestTotal(itemsCentsOf(seed)) }));
    ranked.sort((a, b) => b.total - a.total);
    const budget: SearchBudget = { evaluations: evaluationBudget };
    for (const { seed } of ranked.slice(0, improvedSeeds)) {
      if (budget.evaluations > 0) search.consider(improved(cart, reaching, seed, search, budget));
    }
  }
}

/** How many of the best first ways the search makes better by moving units. */
const improvedSeeds = 3;
/** How many times the moves may price a promotion's units for one choice of promotions (see SearchBudget). */
const evaluationBudget = 700;

function itemsCentsOf(takes: readonly Take[]): number {
  let cents = 0;
  for (const { offer, counts } of takes) cents += discountOf(offer, counts);
  return cents;
}

/** A way made better unit by unit (see improveTakes), as takes of every item promotion. */
function improved(
  cart: Cart,
  reaching: readonly ItemOffer[],
  seed: readonly Take[],
  search: WaySearch,
  budget: SearchBudget,
): Take[] {
  const kept = new Map(seed.map((take) => [take.offer, take.counts]));
  const takes = packedMap(reaching, (offer) => ({
    offer,
    counts: kept.get(offer)?.slice() ?? offer.reach.allUnits.slice().fill(0),
  }));
  const worth = (itemsCents: number) => search.bestTotal(itemsCents);
  improveTakes(cart, takes, worth, search.lessMayGain, budget);
  // Then, while a swap of units between two promotions gains, the swap and the moves it opens up (on what is left
  // of the budget: a cart the moves take long on is not made longer).
  while (budget.evaluations > takes.length && swapUnits(cart, takes, worth, budget) !== null) {
    improveTakes(cart, takes, worth, search.lessMayGain, budget);
  }
  return takes;
}

/** The best way so far, of the ways given each with every choice of the sale promotions. */
class WaySearch {
  best: Way | null = null;
  private readonly totals = new Map<number, number>();
  /** Whether a sale promotion may take more when the items take less (a spend threshold it then reaches). */
  readonly lessMayGain: boolean;

  /** The most a way can take off whose item promotions take `itemsCents` (no line below nothing), memoised. */
  bestTotal(itemsCents: number): number {
    if (this.saleChoices.length === 1 && this.saleChoices[0]!.length === 0) return itemsCents;
    let total = this.totals.get(itemsCents);
    if (total === undefined) {
      total = itemsCents;
      for (const sales of this.saleChoices) {
        const comesTo = this.cart.total - itemsCents;
        total = Math.max(total, itemsCents + saleCents(comesTo, this.cart, sales));
      }
      this.totals.set(itemsCents, total);
    }
    return total;
  }

  constructor(
    private readonly cart: Cart,
    private readonly saleChoices: readonly (readonly Offer[])[],
  ) {
    this.lessMayGain = saleChoices.some((sales) =>
      sales.some((sale) => sale.promotion.rule.kind === 'spend_threshold'),
    );
  }

  /** Takes that change once considered (every sharing reuses its counts) are copied if kept. */
  consider(takes: readonly Take[], changing = false) {
    const itemsScore = scoreItems(takes);
    // A way that cannot take off as much as the best, whichever sale promotions follow, is passed over at once.
    const plain = !this.cart.hasNegativeLine && itemsScore.withinPrices;
    if (plain && this.best && this.bestTotal(itemsScore.cents) < this.best.score.total) return;
    for (const sales of this.saleChoices) {
      const score = scoreWay(this.cart, takes, sales, itemsScore);
      if (this.best && !better(score, this.best.score)) continue;
      const kept = changing ? packedMap(takes, ({ offer, counts }) => ({ offer, counts: counts.slice() })) : takes;
      this.best = { takes: kept, sales, score };
    }
  }
}

/** Every subset of `items`, each in their order: none, the first, the second, the first two, the third… */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [[]];
  for (const item of items) {
    for (let end = all.length, n = 0; n < end; n += 1) all.push([...all[n]!, item]);
  }
  return all;
}

/** The cents item promotions take, as the lines record them (a unit's discount when above nothing). */
interface ItemsScore {
  cents: number;
  used: string[];
  /** No run gives more than its units cost, so no line comes to less than nothing. */
  withinPrices: boolean;
}

function scoreItems(takes: readonly Take[]): ItemsScore {
  const score: ItemsScore = { cents: 0, used: [], withinPrices: true };
  for (const { offer, counts } of takes) {
    const { off, priceCents } = offer.reach;
    discountOf(offer, counts);
    let cents = 0;
    for (let n = 0; n < counts.length; n += 1) {
      if (off[n]! <= 0) continue;
      cents += off[n]!;
      if (off[n]! > counts[n]! * priceCents[n]!) score.withinPrices = false;
    }
    if (cents > 0) {
      score.cents += cents;
      score.used.push(offer.promotion.id);
    }
  }
  return score;
}

/**
 * A way's score. While no line comes to less than nothing, a sale promotion's whole cents are all shared out (none
 * below zero, none above what a line comes to), so what it takes off follows from what the sale comes to alone;
 * otherwise the way is priced line by line.
 */
function scoreWay(cart: Cart, takes: readonly Take[], sales: readonly Offer[], items: ItemsScore): Score {
  if (cart.hasNegativeLine || !items.withinPrices) {
    const pricing = priceWay(cart, { takes, sales });
    return { total: pricing.total, used: pricing.applied.map(({ offer }) => offer.promotion.id) };
  }
  const salesUsed: string[] = [];
  const total = items.cents + saleCents(cart.total - items.cents, cart, sales, salesUsed);
  return { total, used: salesUsed.length === 0 ? items.used : [...items.used, ...salesUsed] };
}

/** What sale promotions take off, in turn, a sale that comes to `comesTo`; those that take something listed. */
function saleCents(comesTo: number, cart: Cart, sales: readonly Offer[], used?: string[]): number {
  let total = 0;
  for (const sale of sales) {
    const left = comesTo - total;
    const off = saleDiscount(
      sale.promotion.rule as SaleRule,
      left,
      left + cart.towardThresholdOnly,
      cart.thresholdScale,
    );
    if (off <= 0) continue;
    total += off;
    used?.push(sale.promotion.id);
  }
  return total;
}

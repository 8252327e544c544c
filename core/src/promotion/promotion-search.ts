import { discountOf, isItemOffer, packedMap } from './promotion-cart';
import type { Cart, ItemOffer, Offer } from './promotion-cart';
import type { Take, Way } from './promotion-way';
import { improveTakes } from './promotion-moves';
import { swapUnits } from './promotion-swaps';
import type { SearchBudget } from './promotion-moves';
import { lessOneUnitWays } from './promotion-less-one';
import { WaySearch, subsets } from './promotion-way-search';
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
// what they take off in all (promotion-way-search.ts), and works out where each cent lands, line by line, only for
// the way it keeps.

/** With up to this many sale promotions, every subset of them is tried (one may be better left out). */
const saleSubsetLimit = 6;

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

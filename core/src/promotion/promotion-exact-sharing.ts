import { discountOf, packedMap, packedNumbers } from './promotion-cart';
import type { Cart, ItemOffer } from './promotion-cart';
import { conflictGroups } from './promotion-sharing';
import type { Take } from './promotion-way';

// The best way of sharing the units between item promotions, found exactly without trying every way: the promotions
// are taken one after another, and ways that have used the same units of the runs later promotions still reach are
// alike from then on, so only the best of them (or, when a spend threshold may gain from less, the best of each
// amount they take off) is carried on. Exact, so its answer for a cart is never worse than for the cart less a unit.

/** How many steps (a way carried on with one promotion's share of what is left) a search may spend finding sharings exactly. */
export interface ExactBudget {
  steps: number;
}

/** The steps a cart's own sharing may take; the carts one unit smaller share as many again between them. */
export const exactSharingSteps = 20_000;

interface Carried {
  /** What the item promotions so far take off (a percentage's exact share, not whole cents). */
  cents: number;
  previous: Carried | null;
  /** The promotion (its place in `items`) and how many units of each run in its reach it took. */
  item: number;
  counts: number[];
}

/**
 * The sharing whose item promotions' cents make `worth` the most, or null when finding it would take more steps than
 * are left in `budget` (the steps spent are taken from it). With `everyAmount` each amount taken off is carried on
 * apart (a sale promotion may take more when the items take less); otherwise only the most.
 */
export function exactSharing(
  cart: Cart,
  items: readonly ItemOffer[],
  worth: (itemsCents: number) => number,
  everyAmount: boolean,
  budget: ExactBudget,
): Take[] | null {
  const order = conflictGroups(cart, items).flat();
  // Every amount apart makes a new way at almost every step, and a step costs that much more.
  const stepCost = everyAmount ? 5 : 1;
  const plan = planSteps(cart, items, order, !everyAmount, budget.steps / stepCost);
  if (!plan) return null;
  let carried = new Map<number, Map<number, Carried>>([
    [0, new Map([[0, { cents: 0, previous: null, item: -1, counts: [] }]])],
  ]);
  for (let step = 0; step < order.length; step += 1) {
    const item = order[step]!;
    const offer = items[item]!;
    const before = plan.live[step]!;
    const after = plan.live[step + 1]!;
    const next = new Map<number, Map<number, Carried>>();
    const memo = new Map<number, number>();
    const used = new Array<number>(cart.runs.length).fill(0);
    const counts = offer.reach.allUnits.slice().fill(0);
    for (const [key, ways] of carried) {
      decode(key, before, used);
      const free = packedNumbers(offer.reach.runs, (r) => cart.runs[r]!.count - used[r]!);
      // Every share of what is left, as an odometer over the runs in reach; a run no later promotion reaches is
      // taken whole when fewer units could not gain (see planSteps).
      const least = packedNumbers(free, (units, n) => (plan.takesAll[step]![n] ? units : 0));
      for (let n = 0; n < counts.length; n += 1) counts[n] = least[n]!;
      for (;;) {
        const countsKey = keyOf(counts, offer.reach.allUnits);
        let cents = memo.get(countsKey);
        if (cents === undefined) memo.set(countsKey, (cents = discountOf(offer, counts)));
        for (let n = 0; n < counts.length; n += 1) used[offer.reach.runs[n]!]! += counts[n]!;
        const nextKey = encode(after, used);
        for (let n = 0; n < counts.length; n += 1) used[offer.reach.runs[n]!]! -= counts[n]!;
        for (const way of ways.values()) {
          budget.steps -= stepCost;
          carry(next, nextKey, way.cents + cents, way, item, counts, everyAmount);
        }
        if (budget.steps < 0) return null;
        let n = 0;
        while (n < counts.length && counts[n] === free[n]) counts[n] = least[n++]!;
        if (n === counts.length) break;
        counts[n]! += 1;
      }
    }
    carried = next;
  }
  let best: Carried | null = null;
  for (const way of carried.get(0)?.values() ?? []) if (!best || worth(way.cents) > worth(best.cents)) best = way;
  const taken = new Map<number, number[]>();
  for (let way = best; way && way.item >= 0; way = way.previous) taken.set(way.item, way.counts);
  return packedMap(items, (offer, item) => ({
    offer,
    counts: taken.get(item) ?? offer.reach.allUnits.slice().fill(0),
  }));
}

/**
 * Keeps a way if it is the best of its kind so far (the first of those that take as much); its counts are copied
 * then, as the odometer moves on.
 */
function carry(
  next: Map<number, Map<number, Carried>>,
  key: number,
  cents: number,
  previous: Carried,
  item: number,
  counts: readonly number[],
  everyAmount: boolean,
) {
  let ways = next.get(key);
  if (!ways) next.set(key, (ways = new Map()));
  const amount = everyAmount ? cents : 0;
  const other = ways.get(amount);
  if (!other || cents > other.cents) ways.set(amount, { cents, previous, item, counts: counts.slice() });
}

interface Plan {
  /** The runs still reached by a promotion not yet taken, before each step (and after the last: none). */
  live: { runs: number[]; radix: number[] }[];
  /** For each step, whether its promotion takes every unit left of each run in its reach (its last reacher). */
  takesAll: boolean[][];
}

/**
 * Which runs are carried from step to step, or null when the ways carried and the shares tried could come to more
 * than `most` steps (counted before any work: a cart far past it costs the search almost nothing).
 */
function planSteps(
  cart: Cart,
  items: readonly ItemOffer[],
  order: readonly number[],
  lastTakesAll: boolean,
  most: number,
): Plan | null {
  const lastStep = new Array<number>(cart.runs.length).fill(-1);
  const firstStep = new Array<number>(cart.runs.length).fill(-1);
  order.forEach((item, step) => {
    for (const r of items[item]!.reach.runs) {
      if (firstStep[r] === -1) firstStep[r] = step;
      lastStep[r] = step;
    }
  });
  // More units never take less off (itemDiscounts), so when taking less cannot help a sale promotion, a run's last
  // reacher takes what is left of it.
  const takesAll = packedMap(order, (item, step) =>
    packedMap(items[item]!.reach.runs, (r) => lastTakesAll && lastStep[r] === step),
  );
  // Each step tries every share of what is left (a run's units used so far and taken now add up to at most all of
  // them) for each way carried: the most ways there can be times the most shares of each. Counted first, so that a
  // cart far past `most` costs next to nothing.
  let bound = 0;
  let carried = 1;
  for (let step = 0; step < order.length && bound <= most; step += 1) {
    const { runs, allUnits } = items[order[step]!]!.reach;
    let work = carried;
    runs.forEach((r, n) => {
      const units = allUnits[n]!;
      const carriedOn = firstStep[r]! < step;
      if (carriedOn) work /= units + 1;
      if (takesAll[step]![n]) work *= carriedOn ? units + 1 : 1;
      else work *= carriedOn ? ((units + 1) * (units + 2)) / 2 : units + 1;
      if (firstStep[r] === step && lastStep[r]! > step) carried *= units + 1;
      if (lastStep[r] === step && carriedOn) carried /= units + 1;
    });
    bound += work;
  }
  if (bound > most) return null;
  const live: Plan['live'] = [];
  for (let step = 0; step <= order.length; step += 1) {
    const runs: number[] = [];
    for (let r = 0; r < cart.runs.length; r += 1) {
      if (firstStep[r]! !== -1 && firstStep[r]! < step && lastStep[r]! >= step) runs.push(r);
    }
    live.push({ runs, radix: packedNumbers(runs, (r) => cart.runs[r]!.count + 1) });
  }
  return { live, takesAll };
}

function encode({ runs, radix }: Plan['live'][number], used: readonly number[]): number {
  let key = 0;
  for (let n = runs.length - 1; n >= 0; n -= 1) key = key * radix[n]! + used[runs[n]!]!;
  return key;
}

function decode(key: number, { runs, radix }: Plan['live'][number], used: number[]) {
  used.fill(0);
  for (let n = 0; n < runs.length; n += 1) {
    used[runs[n]!] = key % radix[n]!;
    key = Math.floor(key / radix[n]!);
  }
}

function keyOf(counts: readonly number[], allUnits: readonly number[]): number {
  let key = 0;
  for (let n = counts.length - 1; n >= 0; n -= 1) key = key * (allUnits[n]! + 1) + counts[n]!;
  return key;
}

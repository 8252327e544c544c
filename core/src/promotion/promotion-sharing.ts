import { discountOf, listed, packedMap, packedNumbers } from './promotion-cart';
import type { Cart, ItemOffer } from './promotion-cart';
import type { Take } from './promotion-way';

// How the units a choice of item promotions reach are shared between them: every way when there are few, otherwise
// group by group.

/** Above this many ways of sharing the units between the item promotions, they are shared group by group. */
export const exhaustiveLimit = 4096;

/** How many of the item promotions reach each run of the cart. */
export function reachersPerRun(cart: Cart, items: readonly ItemOffer[]): number[] {
  const reachers = new Array<number>(cart.runs.length).fill(0);
  for (const offer of items) for (const r of offer.reach.runs) reachers[r]! += 1;
  return reachers;
}

/**
 * How many ways there are of sharing each run's units (`units`) between the item promotions that reach it
 * (`reachers`, see reachersPerRun) and none: alike units make the same way in any order, so a run of n units reached
 * by k promotions has C(n + k, k) ways. Counted only until past `cap`.
 */
export function sharingCount(reachers: readonly number[], units: readonly number[], cap = exhaustiveLimit): number {
  let ways = 1;
  for (let r = 0; r < reachers.length && ways <= cap; r += 1) {
    const k = reachers[r]!;
    // C(n + k, k), built up factor by factor (each partial product is itself a binomial, so whole).
    for (let i = 1; i <= k && ways <= cap; i += 1) ways = (ways * (units[r]! + i)) / i;
  }
  return ways;
}

/** How many units each run of the cart has. */
export function runUnits(cart: Cart): number[] {
  return packedNumbers(cart.runs, (run) => run.count);
}

/**
 * Every way of giving each unit to one of the item promotions that reach it, or to none. Alike units make the same
 * way in any order, so each way is visited once, in the order that ways tried unit by unit first come in: a run's
 * units to its first promotion as many as can be, then to the next, and the rest to none. With `units`, only so
 * many of each run's units are shared and the rest go to none.
 */
export function everySharing(
  cart: Cart,
  items: readonly ItemOffer[],
  visit: (takes: readonly Take[]) => void,
  units: readonly number[] = runUnits(cart),
) {
  const counts = packedMap(items, (offer) => offer.reach.allUnits.slice().fill(0));
  const takes = packedMap(items, (offer, item) => ({ offer, counts: counts[item]! }));
  const reachers = cart.runs.map((): { counts: number[]; position: number }[] => []);
  items.forEach((offer, item) =>
    offer.reach.runs.forEach((r, position) => reachers[r]!.push({ counts: counts[item]!, position })),
  );
  const contested = cart.runs
    .map((_, r) => ({ units: units[r]!, reachers: reachers[r]! }))
    .filter((run) => run.reachers.length > 0);
  const shareRun = (run: number) => {
    if (run === contested.length) return visit(takes);
    const { units, reachers } = contested[run]!;
    const give = (reacher: number, left: number) => {
      if (reacher === reachers.length) return shareRun(run + 1);
      const { counts, position } = reachers[reacher]!;
      for (let given = left; given >= 0; given -= 1) {
        counts[position] = given;
        give(reacher + 1, left - given);
      }
      counts[position] = 0;
    };
    give(0, units);
  };
  shareRun(0);
}

/**
 * Many units or promotions: item promotions that reach some of the same runs are shared out group by group, each
 * group in every order of its promotions (or, with more than five, in the order of what each takes alone), the
 * promotion first in the order taking every unit it reaches that is still free.
 */
export function sharedTakes(cart: Cart, items: readonly ItemOffer[]): Take[] {
  const owner = new Array<number>(cart.runs.length).fill(-1);
  for (const group of conflictGroups(cart, items)) {
    for (const item of bestOrder(group, items)) {
      for (const r of items[item]!.reach.runs) if (owner[r] === -1) owner[r] = item;
    }
  }
  return packedMap(items, (offer, item) => {
    const counts = offer.reach.allUnits.slice();
    for (let n = 0; n < counts.length; n += 1) if (owner[offer.reach.runs[n]!] !== item) counts[n] = 0;
    return { offer, counts };
  });
}

/** Item promotions (by index) that reach some of the same runs, each group in index order. */
function conflictGroups(cart: Cart, items: readonly ItemOffer[]): number[][] {
  const groupOf = packedNumbers(items, (_, item) => item);
  const find = (item: number): number => (groupOf[item] === item ? item : (groupOf[item] = find(groupOf[item]!)));
  const firstReacher = new Array<number>(cart.runs.length).fill(-1);
  items.forEach((offer, item) => {
    for (const r of offer.reach.runs) {
      if (firstReacher[r] === -1) firstReacher[r] = item;
      else groupOf[find(item)] = find(firstReacher[r]!);
    }
  });
  const groups = new Map<number, number[]>();
  items.forEach((_, item) => listed(groups, find(item)).push(item));
  return [...groups.values()];
}

/** The order a group's promotions take their units in; of orders that take off as much, the first. */
function bestOrder(group: number[], items: readonly ItemOffer[]): number[] {
  if (group.length === 1) return group;
  if (group.length > 5) {
    const alone = packedNumbers(group, (item) => discountOf(items[item]!, items[item]!.reach.allUnits));
    const members = packedNumbers(group, (_, member) => member).sort((a, b) => alone[b]! - alone[a]! || a - b);
    return packedNumbers(members, (member) => group[member]!);
  }
  const worthAfter = worthAfterOthers(group, items);
  let best: { order: number[]; total: number } | null = null;
  const order: number[] = [];
  // Every order, first to last as permutations are listed, each member added after those in `before` (a bit each).
  const extend = (before: number, total: number) => {
    if (order.length === group.length) {
      if (!best || total > best.total) best = { order: packedNumbers(order, (member) => group[member]!), total };
      return;
    }
    for (let member = 0; member < group.length; member += 1) {
      if (before & (1 << member)) continue;
      order.push(member);
      extend(before | (1 << member), total + worthAfter(member, before));
      order.pop();
    }
  };
  extend(0, 0);
  return best!.order;
}

/**
 * What a member of a small group takes off after the members in `before` (a bit each) took theirs. What is left of
 * its reach does not depend on their order, so each is worked out once for all the orders.
 */
function worthAfterOthers(group: number[], items: readonly ItemOffer[]) {
  const reachedBy = new Map<number, number>();
  group.forEach((item, member) => {
    for (const r of items[item]!.reach.runs) reachedBy.set(r, (reachedBy.get(r) ?? 0) | (1 << member));
  });
  const worth = new Map<number, number>();
  return (member: number, before: number) => {
    const key = before * group.length + member;
    let cents = worth.get(key);
    if (cents === undefined) {
      const { reach } = items[group[member]!]!;
      const left = packedNumbers(reach.runs, (r, n) => ((reachedBy.get(r)! & before) === 0 ? reach.allUnits[n]! : 0));
      worth.set(key, (cents = discountOf(items[group[member]!]!, left)));
    }
    return cents;
  };
}

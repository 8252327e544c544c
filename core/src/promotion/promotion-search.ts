import { roundCents } from '../money/money';
import type { ActivePromotion, PromotionLine } from './promotion-engine';
import { shareProportionally } from './proportional-shares';
import { isItemRule, saleDiscount } from './promotion-rules';
import type { ItemRule, PromotionTarget, SaleRule } from './promotion-rules';
import { runDiscounts } from './promotion-runs';
import type { ReachedRuns } from './promotion-runs';

// How the engine finds the best way to apply a choice of promotions. A line's units are alike, so it works with
// runs (a line's units) and how many units of each run a promotion takes, not unit by unit; it compares ways by
// what they take off in all, and works out where each cent lands, line by line, only for the way it keeps.

/** Above this many ways of sharing the units between the item promotions, they are shared group by group. */
const exhaustiveLimit = 4096;
/** With up to this many sale promotions, every subset of them is tried (one may be better left out). */
const saleSubsetLimit = 6;

/** The units of one line that promotions can discount: a whole quantity, dearer than nothing, not a gift card. */
interface Run {
  /** The line's place in the lines' own order. */
  position: number;
  count: number;
  priceCents: number;
  productId: string;
  categoryId: string | null;
}

export interface Cart {
  lines: readonly PromotionLine[];
  /** Line indexes in the lines' own order (product, price, key), never the order they were scanned in. */
  order: number[];
  /** In that order. */
  runs: Run[];
  /** What each line comes to before promotions (a gift card nothing), in the lines' own order. */
  totalsInOrder: number[];
  total: number;
  /** A line that comes to less than nothing (a return) can take a share of a sale promotion below zero. */
  hasNegativeLine: boolean;
}

export function prepareCart(lines: readonly PromotionLine[]): Cart {
  const order = packedNumbers(lines, (_, index) => index).sort(
    (a, b) =>
      lines[a]!.productId.localeCompare(lines[b]!.productId) ||
      lines[a]!.unitPriceCents - lines[b]!.unitPriceCents ||
      lines[a]!.key.localeCompare(lines[b]!.key),
  );
  const runs: Run[] = [];
  const totalsInOrder = packedNumbers(order, (line, position) => {
    const { giftCard, quantity, unitPriceCents: priceCents, productId, categoryId } = lines[line]!;
    if (giftCard) return 0;
    if (Number.isInteger(quantity) && quantity >= 1 && priceCents > 0) {
      runs.push({ position, count: quantity, priceCents, productId, categoryId });
    }
    return roundCents(priceCents * quantity);
  });
  return {
    lines,
    order,
    runs,
    totalsInOrder,
    total: totalsInOrder.reduce((total, cents) => total + cents, 0),
    hasNegativeLine: totalsInOrder.some((cents) => cents < 0),
  };
}

/** The runs an item promotion reaches, worked out once for every choice it is in (writable while it is made). */
export interface ItemReach extends ReachedRuns {
  /** Run indexes in the cart. */
  runs: number[];
  /** Every unit of each run. */
  allUnits: number[];
  priceCents: number[];
  bought: boolean[];
  rewardable: boolean[];
  dearestFirst: number[];
  /** Where runDiscounts writes what the promotion takes off each run, for the caller to read straight away. */
  off: number[];
}

/** An active promotion as it stands against the cart. */
export interface Offer {
  promotion: ActivePromotion;
  /** Where the promotion's id first comes in id order: a line lists its promotions in this order. */
  rank: number;
  /** An item promotion's reach; null for a sale promotion. */
  reach: ItemReach | null;
}

type ItemOffer = Offer & { reach: ItemReach };
const isItemOffer = (offer: Offer): offer is ItemOffer => offer.reach !== null;

/** `promotions`, in id order, each with where it reaches in the cart. */
export function offersFor(cart: Cart, promotions: readonly ActivePromotion[]): Offer[] {
  const finder = new ReachFinder(cart.runs);
  const offers: Offer[] = [];
  for (const promotion of promotions) {
    const previous = offers.at(-1);
    offers.push({
      promotion,
      rank: previous?.promotion.id === promotion.id ? previous.rank : offers.length,
      reach: isItemRule(promotion.rule) ? finder.reachOf(promotion.rule) : null,
    });
  }
  return offers;
}

const inTargetRole = 1;
const inRewardRole = 2;
const noFlags: boolean[] = [];

/** What `reaches` says unit by unit, found from the products and categories a target lists. */
class ReachFinder {
  private readonly byProduct = new Map<string, number[]>();
  private readonly byCategory = new Map<string, number[]>();
  /** For the promotion being looked at: the runs it reaches so far, and each run's roles (none between two). */
  private readonly found: number[] = [];
  private readonly roles: number[];

  constructor(private readonly runs: readonly Run[]) {
    runs.forEach((run, r) => {
      listed(this.byProduct, run.productId).push(r);
      if (run.categoryId !== null) listed(this.byCategory, run.categoryId).push(r);
    });
    this.roles = new Array<number>(runs.length).fill(0);
  }

  reachOf(rule: ItemRule): ItemReach {
    this.found.length = 0;
    this.mark(rule.target, inTargetRole);
    const hasReward = rule.kind === 'buy_x_get_y' && !!rule.reward;
    if (hasReward) this.mark(rule.reward!, inRewardRole);
    const runs = this.found.slice();
    // Copies of a packed array, filled in (see packedMap).
    const reach: ItemReach = {
      runs,
      allUnits: runs.slice(),
      priceCents: runs.slice(),
      // Only a buy X get Y with a reward of its own reads these.
      bought: hasReward ? packedMap(runs, (r) => (this.roles[r]! & inTargetRole) !== 0) : noFlags,
      rewardable: hasReward ? packedMap(runs, (r) => (this.roles[r]! & inRewardRole) !== 0) : noFlags,
      dearestFirst: runs.slice(),
      off: runs.slice(),
    };
    for (let n = 0; n < runs.length; n += 1) {
      const run = this.runs[runs[n]!]!;
      reach.allUnits[n] = run.count;
      reach.priceCents[n] = run.priceCents;
      reach.dearestFirst[n] = n;
      reach.off[n] = 0;
    }
    for (const r of runs) this.roles[r] = 0;
    sortDearestFirst(reach);
    return reach;
  }

  private mark(target: PromotionTarget, role: number) {
    for (const id of target.productIds) this.markRuns(this.byProduct.get(id), role);
    for (const id of target.categoryIds) this.markRuns(this.byCategory.get(id), role);
  }

  private markRuns(runs: readonly number[] | undefined, role: number) {
    if (!runs) return;
    for (const r of runs) {
      if (this.roles[r] === 0) this.found.push(r);
      this.roles[r]! |= role;
    }
  }
}

/** Puts a reach's runs dearest first, equal prices in the lines' order (an insertion sort: reaches are short). */
function sortDearestFirst(reach: ItemReach) {
  const { dearestFirst } = reach;
  for (let sorted = 1; sorted < dearestFirst.length; sorted += 1) {
    const n = dearestFirst[sorted]!;
    let at = sorted;
    for (; at > 0 && isDearer(reach, n, dearestFirst[at - 1]!); at -= 1) dearestFirst[at] = dearestFirst[at - 1]!;
    dearestFirst[at] = n;
  }
}

function isDearer({ priceCents, runs }: ItemReach, a: number, b: number): boolean {
  return priceCents[a]! > priceCents[b]! || (priceCents[a] === priceCents[b] && runs[a]! < runs[b]!);
}

/**
 * `items.map(make)`, always as a packed array. V8 makes map's arrays packed or holey depending on how far it has
 * optimised the caller, and optimised code that then meets the other kind is thrown away and compiled again; on a
 * 2-core till that compiling competes with the pricing for the CPU. So arrays the search and pricing read are made
 * with this, slice, filter or new Array(n), never with map.
 */
function packedMap<T, U extends object | boolean>(items: readonly T[], make: (item: T, index: number) => U): U[] {
  const made: U[] = [];
  for (let index = 0; index < items.length; index += 1) made.push(make(items[index]!, index));
  return made;
}

/** packedMap for numbers, made apart: V8 would make a place that once made arrays of objects make all its arrays so. */
function packedNumbers<T>(items: readonly T[], make: (item: T, index: number) => number): number[] {
  const made: number[] = [];
  for (let index = 0; index < items.length; index += 1) made.push(make(items[index]!, index));
  return made;
}

function listed<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** How many units of each run in its reach an item promotion takes. */
export interface Take {
  offer: ItemOffer;
  counts: readonly number[];
}

/** What a way takes off in all, and the promotions (ids) that take something: enough to compare two ways. */
export interface Score {
  total: number;
  used: string[];
}

/** One way to apply a choice of promotions: the units each item promotion takes, then the sale promotions. */
export interface Way {
  takes: readonly Take[];
  sales: readonly Offer[];
  score: Score;
}

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
 * Every way when there are few; otherwise the units shared group by group (see sharedTakes), or none. Of ways that
 * take off as much, the first found.
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
  } else if (sharingCount(cart, reaching) * saleChoices.length <= exhaustiveLimit) {
    everySharing(cart, reaching, (takes) => search.consider(takes, true));
  } else {
    search.consider(sharedTakes(cart, reaching));
    search.consider([]);
  }
  return search.best!;
}

/** The best way so far, of the ways given each with every choice of the sale promotions. */
class WaySearch {
  best: Way | null = null;

  constructor(
    private readonly cart: Cart,
    private readonly saleChoices: readonly (readonly Offer[])[],
  ) {}

  /** Takes that change once considered (every sharing reuses its counts) are copied if kept. */
  consider(takes: readonly Take[], changing = false) {
    const itemsScore = scoreItems(takes);
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
  let total = items.cents;
  let comesTo = cart.total - items.cents;
  for (const sale of sales) {
    const off = saleDiscount(sale.promotion.rule as SaleRule, comesTo);
    if (off <= 0) continue;
    total += off;
    comesTo -= off;
    salesUsed.push(sale.promotion.id);
  }
  return { total, used: salesUsed.length === 0 ? items.used : [...items.used, ...salesUsed] };
}

/** How many ways there are of giving each unit to one of the item promotions that reach it, or to none. */
function sharingCount(cart: Cart, items: readonly ItemOffer[]): number {
  const reachers = new Array<number>(cart.runs.length).fill(0);
  for (const offer of items) for (const r of offer.reach.runs) reachers[r]! += 1;
  let ways = 1;
  cart.runs.forEach((run, r) => {
    for (let unit = 0; unit < run.count && ways <= exhaustiveLimit; unit += 1) ways *= reachers[r]! + 1;
  });
  return ways;
}

/**
 * Every way of giving each unit to one of the item promotions that reach it, or to none. Alike units make the same
 * way in any order, so each way is visited once, in the order that ways tried unit by unit first come in: a run's
 * units to its first promotion as many as can be, then to the next, and the rest to none.
 */
function everySharing(cart: Cart, items: readonly ItemOffer[], visit: (takes: readonly Take[]) => void) {
  const counts = packedMap(items, (offer) => offer.reach.allUnits.slice().fill(0));
  const takes = packedMap(items, (offer, item) => ({ offer, counts: counts[item]! }));
  const reachers = cart.runs.map((): { counts: number[]; position: number }[] => []);
  items.forEach((offer, item) =>
    offer.reach.runs.forEach((r, position) => reachers[r]!.push({ counts: counts[item]!, position })),
  );
  const contested = cart.runs
    .map((run, r) => ({ units: run.count, reachers: reachers[r]! }))
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
function sharedTakes(cart: Cart, items: readonly ItemOffer[]): Take[] {
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

/** What an item promotion takes off these units of its runs in all; each run's cents are left in `reach.off`. */
function discountOf(offer: ItemOffer, counts: readonly number[]): number {
  return runDiscounts(offer.promotion.rule as ItemRule, offer.reach, counts, offer.reach.off);
}

/** Where each cent of a way lands. */
export interface Pricing {
  /** Per line (by index): what each promotion took off it, in id order. */
  lines: LineEntry[][];
  /** The promotions that took something off, in id order, and how much in all. */
  applied: { offer: Offer; cents: number }[];
  total: number;
}

/**
 * Prices a way line by line: each item promotion's cents on the lines of the units it takes, then each sale
 * promotion on what the sale comes to after them, shared among the lines in their own order (product, price, key).
 */
export function priceWay(cart: Cart, way: Pick<Way, 'takes' | 'sales'>): Pricing {
  const lineCount = cart.lines.length;
  // Read in rank order, this lists the promotions in id order.
  const appliedByRank = new Array<{ offer: Offer; cents: number } | undefined>(rankLimit(way));
  // By the lines' own order; only lines an item promotion discounts have a list.
  const itemCents = new Array<{ offer: Offer; cents: number }[] | undefined>(lineCount);
  const remaining = cart.totalsInOrder.slice();
  for (const { offer, counts } of way.takes) {
    discountOf(offer, counts);
    let offerCents = 0;
    for (let n = 0; n < counts.length; n += 1) {
      const cents = offer.reach.off[n]!;
      if (cents <= 0) continue;
      const position = cart.runs[offer.reach.runs[n]!]!.position;
      (itemCents[position] ??= []).push({ offer, cents });
      remaining[position]! -= cents;
      offerCents += cents;
    }
    addApplied(appliedByRank, offer, offerCents);
  }
  const saleShares = packedMap(way.sales, (offer) => {
    const shares = shareProportionally(saleDiscount(offer.promotion.rule as SaleRule, sum(remaining)), remaining);
    let offerCents = 0;
    for (let position = 0; position < lineCount; position += 1) {
      remaining[position]! -= shares[position]!;
      if (shares[position]! > 0) offerCents += shares[position]!;
    }
    addApplied(appliedByRank, offer, offerCents);
    return { offer, shares };
  });
  const lines: Pricing['lines'] = new Array<LineEntry[]>(lineCount);
  cart.order.forEach((line, position) => (lines[line] = lineEntries(itemCents[position] ?? [], saleShares, position)));
  const applied = appliedByRank.filter((entry) => entry !== undefined);
  return { lines, applied, total: applied.reduce((total, { cents }) => total + cents, 0) };
}

function addApplied(appliedByRank: ({ offer: Offer; cents: number } | undefined)[], offer: Offer, cents: number) {
  if (cents <= 0) return;
  const applied = (appliedByRank[offer.rank] ??= { offer, cents: 0 });
  applied.cents += cents;
}

function rankLimit(way: Pick<Way, 'takes' | 'sales'>): number {
  let limit = 0;
  for (const { offer } of way.takes) limit = Math.max(limit, offer.rank + 1);
  for (const offer of way.sales) limit = Math.max(limit, offer.rank + 1);
  return limit;
}

/**
 * A line's item promotions and sale promotions (each in id order) together in id order, one id's cents added up
 * (two promotions may share an id).
 */
function lineEntries(
  items: readonly { offer: Offer; cents: number }[],
  sales: readonly { offer: Offer; shares: number[] }[],
  position: number,
): LineEntry[] {
  const entries: LineEntry[] = [];
  let lastRank = -1;
  for (let item = 0, sale = 0; ;) {
    while (sale < sales.length && sales[sale]!.shares[position]! <= 0) sale += 1;
    const itemFirst =
      item < items.length && (sale === sales.length || items[item]!.offer.rank <= sales[sale]!.offer.rank);
    if (!itemFirst && sale === sales.length) return entries;
    const { offer } = itemFirst ? items[item]! : sales[sale]!;
    const cents = itemFirst ? items[item++]!.cents : sales[sale++]!.shares[position]!;
    if (offer.rank === lastRank) entries[entries.length - 1]!.cents += cents;
    else entries.push({ promotionId: offer.promotion.id, cents });
    lastRank = offer.rank;
  }
}

type LineEntry = { promotionId: string; cents: number };

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let n = 0; n < values.length; n += 1) total += values[n]!;
  return total;
}

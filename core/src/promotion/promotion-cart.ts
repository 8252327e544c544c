import { roundCents } from '../money/money';
import type { ActivePromotion, PromotionLine } from './promotion-types';
import { isItemRule } from './promotion-rules';
import type { ItemRule, PromotionTarget, ThresholdScale } from './promotion-rules';
import { runDiscounts } from './promotion-runs';
import type { ReachedRuns } from './promotion-runs';

// The cart as the promotion search sees it: runs of alike units (a line's units), and each active promotion with
// the runs it reaches, worked out once for every choice of promotions it is in.

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
  /** What each line comes to before promotions (a gift card or a price set by hand nothing), in the lines' order. */
  totalsInOrder: number[];
  total: number;
  /** What lines no promotion discounts but that count towards a threshold come to (prices set by hand). */
  towardThresholdOnly: number;
  /** A line that comes to less than nothing (a return) can take a share of a sale promotion below zero. */
  hasNegativeLine: boolean;
  /** What a threshold compares with an amount of the cart's goods, tax included or before tax (see taxScale). */
  thresholdScale: ThresholdScale;
}

export function prepareCart(lines: readonly PromotionLine[], pricesIncludeTax = false): Cart {
  const order = packedNumbers(lines, (_, index) => index).sort(
    (a, b) =>
      lines[a]!.productId.localeCompare(lines[b]!.productId) ||
      lines[a]!.unitPriceCents - lines[b]!.unitPriceCents ||
      lines[a]!.key.localeCompare(lines[b]!.key),
  );
  const runs: Run[] = [];
  let towardThresholdOnly = 0;
  const totalsInOrder = packedNumbers(order, (line, position) => {
    const { giftCard, priceSetByHand, quantity, unitPriceCents: priceCents, productId, categoryId } = lines[line]!;
    if (giftCard) return 0;
    if (priceSetByHand) {
      towardThresholdOnly += roundCents(priceCents * quantity);
      return 0;
    }
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
    towardThresholdOnly,
    hasNegativeLine: totalsInOrder.some((cents) => cents < 0),
    thresholdScale: taxScale(lines, pricesIncludeTax),
  };
}

/**
 * How an amount of this cart's goods becomes the figure a spend threshold is compared with: times one plus the
 * cart's tax rate (its lines' rates weighted by what they come to) for a threshold on the total the shopper sees in
 * a store whose prices exclude tax; divided by it for a threshold before tax in a store whose prices include it.
 */
export function taxScale(lines: readonly PromotionLine[], pricesIncludeTax: boolean): ThresholdScale {
  let amount = 0;
  let taxed = 0;
  for (const line of lines) {
    if (line.giftCard) continue;
    const cents = Math.abs(line.unitPriceCents * line.quantity);
    amount += cents;
    taxed += (cents * (line.taxRate ?? 0)) / 100;
  }
  const withTax = amount > 0 ? 1 + taxed / amount : 1;
  return pricesIncludeTax ? { taxIncluded: 1, beforeTax: 1 / withTax } : { taxIncluded: withTax, beforeTax: 1 };
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

export type ItemOffer = Offer & { reach: ItemReach };
export const isItemOffer = (offer: Offer): offer is ItemOffer => offer.reach !== null;

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
export function packedMap<T, U extends object | boolean>(
  items: readonly T[],
  make: (item: T, index: number) => U,
): U[] {
  const made: U[] = [];
  for (let index = 0; index < items.length; index += 1) made.push(make(items[index]!, index));
  return made;
}

/** packedMap for numbers, made apart: V8 would make a place that once made arrays of objects make all its arrays so. */
export function packedNumbers<T>(items: readonly T[], make: (item: T, index: number) => number): number[] {
  const made: number[] = [];
  for (let index = 0; index < items.length; index += 1) made.push(make(items[index]!, index));
  return made;
}

export function listed<K>(map: Map<K, number[]>, key: K): number[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** What an item promotion takes off these units of its runs in all; each run's cents are left in `reach.off`. */
export function discountOf(offer: ItemOffer, counts: readonly number[]): number {
  return runDiscounts(offer.promotion.rule as ItemRule, offer.reach, counts, offer.reach.off);
}

import { saleDiscount } from './promotion-rules';
import type { SaleRule } from './promotion-rules';
import { discountOf, packedMap } from './promotion-cart';
import type { Cart, Offer } from './promotion-cart';
import { priceWay } from './promotion-pricing';
import type { Score, Take, Way } from './promotion-way';

// How the search scores the ways it finds: what the item promotions take, then the sale promotions on what the sale
// comes to after them, and which of two ways is the better deal; the best so far kept by WaySearch.

/** The better deal for the customer: more off; then fewer promotions; then the lower ids. */
export function better(a: Score, b: Score): boolean {
  if (a.total !== b.total) return a.total > b.total;
  const aIds = [...new Set(a.used)].sort();
  const bIds = [...new Set(b.used)].sort();
  if (aIds.length !== bIds.length) return aIds.length < bIds.length;
  return aIds.join('\u0000') < bIds.join('\u0000');
}

/** The best way so far, of the ways given each with every choice of the sale promotions. */
export class WaySearch {
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
export function subsets<T>(items: readonly T[]): T[][] {
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

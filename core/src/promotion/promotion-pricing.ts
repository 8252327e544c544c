import { shareProportionally } from './proportional-shares';
import { saleDiscount } from './promotion-rules';
import type { SaleRule } from './promotion-rules';
import { discountOf, packedMap } from './promotion-cart';
import type { Cart, Offer } from './promotion-cart';
import type { Way } from './promotion-way';

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
    const comesTo = sum(remaining);
    const off = saleDiscount(
      offer.promotion.rule as SaleRule,
      comesTo,
      comesTo + cart.towardThresholdOnly,
      cart.thresholdScale,
    );
    const shares = shareProportionally(off, remaining);
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

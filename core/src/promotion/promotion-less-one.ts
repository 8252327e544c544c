import { packedMap } from './promotion-cart';
import type { Cart, ItemOffer } from './promotion-cart';
import { exhaustiveLimit, runUnits, sharingCount } from './promotion-sharing';
import type { Take } from './promotion-way';

// A search past every way is a search, not a proof: on its own it could find a worse way for a cart than for the same
// cart less one unit. The best way of the cart less a unit, that unit going to no promotion, is a way of the whole
// cart and takes off at least as much there (a sale promotion takes no less off a sale that comes to more); so when
// the search considers it, one more unit never costs more than its price against the cart it was searched from.

/** Up to this many runs (of units no item promotion reaches, one per price), the cart less each one unit is searched. */
const lessOneRuns = 16;

/**
 * The best way found (by `search`) for the cart less one unit of each run, as ways of the whole cart: the search of a
 * cart that is past every way considers them too. A unit no item promotion reaches changes only what the sale comes
 * to, so one such unit of each price is enough.
 */
export function lessOneUnitWays(
  cart: Cart,
  reaching: readonly ItemOffer[],
  reachers: readonly number[],
  saleChoices: number,
  search: (less: Cart, offers: readonly ItemOffer[], units: number[]) => readonly Take[],
): Take[][] {
  const prices = new Set<number>();
  const runs: number[] = [];
  for (let r = 0; r < reachers.length; r += 1) {
    const { priceCents } = cart.runs[r]!;
    if (reachers[r]! > 0 || !prices.has(priceCents)) runs.push(r);
    if (reachers[r] === 0) prices.add(priceCents);
  }
  if (runs.length > lessOneRuns) return [];
  const ways: Take[][] = [];
  for (const r of runs) {
    const less = lessOneUnit(cart, reaching, r);
    const units = runUnits(less.cart);
    // A cart less a unit that is tried every way was tried so already (see searchPastEveryWay).
    if (sharingCount(reachers, units) * saleChoices <= exhaustiveLimit) continue;
    const original = new Map<ItemOffer, ItemOffer>(less.offers.map((offer, n) => [offer, reaching[n]!]));
    ways.push(
      packedMap(search(less.cart, less.offers, units), ({ offer, counts }) => ({
        offer: original.get(offer)!,
        counts,
      })),
    );
  }
  return ways;
}

/** The cart with one unit fewer of run `r`, and the item promotions as they reach it (the same order). */
function lessOneUnit(cart: Cart, offers: readonly ItemOffer[], r: number): { cart: Cart; offers: ItemOffer[] } {
  const run = cart.runs[r]!;
  const runs = cart.runs.slice();
  runs[r] = { ...run, count: run.count - 1 };
  const totalsInOrder = cart.totalsInOrder.slice();
  totalsInOrder[run.position]! -= run.priceCents;
  const less: Cart = { ...cart, runs, totalsInOrder, total: cart.total - run.priceCents };
  return {
    cart: less,
    offers: packedMap(offers, (offer) => {
      const at = offer.reach.runs.indexOf(r);
      if (at < 0) return offer;
      const allUnits = offer.reach.allUnits.slice();
      allUnits[at]! -= 1;
      return { ...offer, reach: { ...offer.reach, allUnits } };
    }),
  };
}

// A way of applying a choice of promotions to a cart, as the search finds and compares them and pricing prices
// the one kept.
import type { ItemOffer, Offer } from './promotion-cart';

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

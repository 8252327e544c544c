import { discountOf, packedMap, packedNumbers } from './promotion-cart';
import type { Cart, ItemOffer } from './promotion-cart';
import type { SearchBudget } from './promotion-moves';

// Moving one run's units settles where no single move gains, but two promotions may each be better off with the
// other's units: a mix and match on the dearer pots and a quantity break on the cheaper ones, where each holds some
// of both. Neither gains by giving units away or by taking them one run at a time; both gain by a swap of as many
// units of one run for as many of another, each keeping its count.

type MutableTake = { offer: ItemOffer; counts: number[] };

/**
 * The swap that gains the most in all, applied to the takes, if one gains: `units` of run `s` from promotion `a` to
 * `b`, and as many of run `r` from `b` to `a`. `worth` is what the way takes off in all when its items take so much.
 * Returns what the items take off after it, or null when no swap gains (or the budget ran out looking).
 */
export function swapUnits(
  cart: Cart,
  takes: MutableTake[],
  worth: (itemsCents: number) => number,
  budget: SearchBudget,
): number | null {
  // Per run, the promotions that reach it and where the run is in each one's reach.
  const reachers = packedMap(cart.runs, (): { item: number; position: number }[] => []);
  takes.forEach(({ offer }, item) => offer.reach.runs.forEach((r, position) => reachers[r]!.push({ item, position })));
  const values = packedNumbers(takes, ({ offer, counts }) => discountOf(offer, counts));
  const itemsCents = values.reduce((total, cents) => total + cents, 0);
  const now = worth(itemsCents);
  let best: { total: number; apply: () => void; gain: number } | null = null;
  const valueWith = (item: number, from: number, to: number, units: number) => {
    budget.evaluations -= 1;
    const { offer, counts } = takes[item]!;
    counts[from]! -= units;
    counts[to]! += units;
    const cents = discountOf(offer, counts);
    counts[from]! += units;
    counts[to]! -= units;
    return cents;
  };
  for (let s = 0; s < reachers.length; s += 1) {
    for (const a of reachers[s]!) {
      const aCounts = takes[a.item]!.counts;
      if (aCounts[a.position] === 0) continue;
      const aRuns = takes[a.item]!.offer.reach.runs;
      for (const b of reachers[s]!) {
        if (b.item === a.item) continue;
        const bTake = takes[b.item]!;
        // Runs both reach, of which b holds some: b's run r for a's units of s.
        for (let bAt = 0; bAt < bTake.offer.reach.runs.length; bAt += 1) {
          const r = bTake.offer.reach.runs[bAt]!;
          if (r === s || bTake.counts[bAt] === 0) continue;
          const aAt = aRuns.indexOf(r);
          if (aAt === -1) continue;
          const most = Math.min(aCounts[a.position]!, bTake.counts[bAt]!);
          for (let units = 1; units <= most; units += 1) {
            if (budget.evaluations <= 1) return apply(best);
            const gain =
              valueWith(a.item, a.position, aAt, units) -
              values[a.item]! +
              valueWith(b.item, bAt, b.position, units) -
              values[b.item]!;
            const total = worth(itemsCents + gain) - now;
            if (total > 0 && (!best || total > best.total)) {
              const [aItem, aFrom, bItem, bFrom] = [a.item, a.position, b.item, bAt];
              best = {
                total,
                gain,
                apply: () => {
                  takes[aItem]!.counts[aFrom]! -= units;
                  takes[aItem]!.counts[aAt]! += units;
                  takes[bItem]!.counts[bFrom]! -= units;
                  takes[bItem]!.counts[b.position]! += units;
                },
              };
            }
          }
        }
      }
    }
  }
  return apply(best);

  function apply(found: typeof best): number | null {
    if (!found) return null;
    found.apply();
    return itemsCents + found.gain;
  }
}

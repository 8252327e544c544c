import { discountOf, packedMap, packedNumbers } from './promotion-cart';
import type { Cart, ItemOffer } from './promotion-cart';
import type { ItemRule } from './promotion-rules';
import { separateRunOff } from './promotion-runs';
import type { Take } from './promotion-way';

// Past the exhaustive search, a way is made better by moving units: some units of one run from the promotion that
// has them (or from none) to another that reaches them (or to none), as many as gains the most, again and again
// while a move gains anything. So a line is no longer given wholly to one promotion: with buy 2 get 1 and 20 % off
// on 8 pens, six go to the first (two free) and two to the second.

/** Moves per run of the cart at most: a way settles long before, and this bounds the search on any cart. */
const movesPerRun = 20;

/**
 * Who has a run's units: an item promotion (its index in the takes and where the run is in its reach), with what it
 * gains by n more of them and loses by n fewer, kept while its units stay as they were (`version`).
 */
interface Holder {
  item: number;
  position: number;
  version: number;
  gains: number[];
  gainsKnown: number;
  losses: number[];
  lossesKnown: number;
}

/** A move of `units` of a run, from a holder to another (-1: the free units, or none), and what it gains. */
interface Move {
  from: number;
  to: number;
  units: number;
  /** What the items take off more. */
  gain: number;
  /** What the way takes off more in all. */
  total: number;
}

type MutableTake = { offer: ItemOffer; counts: number[] };

/**
 * How many more times the search may price a promotion's units: counted, not timed, so the till and the server stop
 * at the same way on any machine.
 */
export interface SearchBudget {
  evaluations: number;
}

/**
 * The takes after every move that gains, until none does. A move is judged by `worth`, what the way takes off in
 * all when its items take so much: the sale promotions that follow may gain or lose by it, so a move that takes less
 * off the items may be the better. The takes given are changed in place and returned.
 */
export function improveTakes(
  cart: Cart,
  takes: MutableTake[],
  worth: (itemsCents: number) => number,
  lessMayGain: boolean,
  budget: SearchBudget,
): { takes: Take[]; itemsCents: number } {
  const moves = new UnitMoves(cart, takes, worth, lessMayGain, budget);
  moves.settle();
  return { takes, itemsCents: moves.itemsCents };
}

class UnitMoves {
  /** Per run, the item promotions that reach it. */
  private readonly holders: Holder[][];
  /** Per item promotion, what it takes off now, and how many times its units have changed. */
  private readonly values: number[];
  private readonly versions: number[];
  /** Per run, its units no promotion has. */
  private readonly free: number[];
  /** Per item promotion, the runs it reaches (where a move of its units changes what the others there could do). */
  private readonly reachOf: readonly (readonly number[])[];
  itemsCents: number;
  // Scratch: what each holder of the run looked at has; what the way takes off now; the best move found for it.
  private held: number[] = [];
  private now = 0;
  private readonly best: Move = { from: -1, to: -1, units: 0, gain: 0, total: 0 };

  constructor(
    private readonly cart: Cart,
    private readonly takes: MutableTake[],
    private readonly worth: (itemsCents: number) => number,
    /** Whether a sale promotion after the items may take more when they take less (a spend threshold). */
    private readonly lessMayGain: boolean,
    private readonly budget: SearchBudget,
  ) {
    this.holders = cart.runs.map((): Holder[] => []);
    takes.forEach(({ offer }, item) =>
      offer.reach.runs.forEach((r, position) =>
        this.holders[r]!.push({ item, position, version: -1, gains: [0], gainsKnown: 0, losses: [0], lossesKnown: 0 }),
      ),
    );
    this.values = packedNumbers(takes, ({ offer, counts }) => discountOf(offer, counts));
    this.itemsCents = this.values.reduce((total, cents) => total + cents, 0);
    this.versions = packedNumbers(takes, () => 0);
    this.free = packedNumbers(cart.runs, (run, r) => {
      let left = run.count;
      for (const { item, position } of this.holders[r]!) left -= takes[item]!.counts[position]!;
      return left;
    });
    this.reachOf = packedMap(takes, ({ offer }) => offer.reach.runs);
  }

  /** Moves units while a move gains, looking again only at runs where a promotion whose units moved reaches. */
  settle() {
    const runCount = this.cart.runs.length;
    const dirty = new Uint8Array(runCount).fill(1);
    let left = movesPerRun * runCount;
    for (let found = true; found && left > 0;) {
      found = false;
      for (let r = 0; r < runCount && left > 0; r += 1) {
        if (!dirty[r]) continue;
        if (this.budget.evaluations <= 0) return;
        dirty[r] = 0;
        const move = this.bestMove(r);
        if (!move) continue;
        this.apply(r, move);
        for (const holder of [move.from, move.to]) {
          if (holder === -1) continue;
          for (const reached of this.reachOf[this.holders[r]![holder]!.item]!) dirty[reached] = 1;
        }
        found = true;
        left -= 1;
      }
    }
  }

  private apply(r: number, move: Move) {
    const holders = this.holders[r]!;
    if (move.from === -1) this.free[r]! -= move.units;
    else this.change(holders[move.from]!, -move.units);
    if (move.to === -1) this.free[r]! += move.units;
    else this.change(holders[move.to]!, move.units);
    this.itemsCents += move.gain;
  }

  private change({ item, position }: Holder, units: number) {
    const take = this.takes[item]!;
    take.counts[position]! += units;
    this.values[item] = discountOf(take.offer, take.counts);
    this.versions[item]! += 1;
  }

  /** What a holder gains by 1…most more of its run's units and loses by as many fewer as it has, kept. */
  private measure(holder: Holder, most: number) {
    const { item, position } = holder;
    if (holder.version !== this.versions[item]) {
      holder.version = this.versions[item]!;
      holder.gainsKnown = 0;
      holder.lossesKnown = 0;
    }
    const value = this.values[item]!;
    const { offer, counts } = this.takes[item]!;
    const held = counts[position]!;
    const rule = offer.promotion.rule as ItemRule;
    const priceCents = offer.reach.priceCents[position]!;
    // A percentage or amount off prices a change of this run alone; other rules, with all their runs.
    const now = separateRunOff(rule, held, priceCents);
    for (let units = holder.gainsKnown + 1; units <= most; units += 1) {
      holder.gains[units] =
        now === null ? this.valueWith(holder, units) - value : separateRunOff(rule, held + units, priceCents)! - now;
    }
    for (let units = holder.lossesKnown + 1; units <= held; units += 1) {
      holder.losses[units] =
        now === null ? value - this.valueWith(holder, -units) : now - separateRunOff(rule, held - units, priceCents)!;
    }
    holder.gainsKnown = Math.max(holder.gainsKnown, most);
    holder.lossesKnown = Math.max(holder.lossesKnown, held);
  }

  /** What a holder would take off with `units` more (fewer, when negative) of the run. */
  private valueWith({ item, position }: Holder, units: number): number {
    this.budget.evaluations -= 1;
    const take = this.takes[item]!;
    take.counts[position]! += units;
    const cents = discountOf(take.offer, take.counts);
    take.counts[position]! -= units;
    return cents;
  }

  /**
   * The move of some of the run's units that gains the most in all, if any gains. For each number of units, from
   * each holder (and from the free units) to whichever other reacher gains most by them, or to none.
   */
  private bestMove(r: number): Move | null {
    const holders = this.holders[r]!;
    const count = holders.length;
    const free = this.free[r]!;
    if (count === 0 || (count === 1 && free === 0)) return null;
    let most = free;
    this.held.length = 0;
    for (const { item, position } of holders) {
      const units = this.takes[item]!.counts[position]!;
      this.held.push(units);
      if (units > most) most = units;
    }
    for (let h = 0; h < count; h += 1) this.measure(holders[h]!, most);
    this.now = this.worth(this.itemsCents);
    this.best.total = 0;
    for (let units = 1; units <= most; units += 1) {
      // The two reachers that gain most by these units (the best may be the holder they come from).
      let first = -1;
      let second = -1;
      for (let h = 0; h < count; h += 1) {
        const gain = holders[h]!.gains[units]!;
        if (first === -1 || gain > holders[first]!.gains[units]!) {
          second = first;
          first = h;
        } else if (second === -1 || gain > holders[second]!.gains[units]!) second = h;
      }
      if (free >= units) this.consider(-1, first, units, holders[first]!.gains[units]!);
      for (let from = 0; from < count; from += 1) {
        if (this.held[from]! < units) continue;
        const loss = holders[from]!.losses[units]!;
        this.consider(from, -1, units, -loss);
        const to = from === first ? second : first;
        if (to !== -1) this.consider(from, to, units, holders[to]!.gains[units]! - loss);
      }
    }
    return this.best.total > 0 ? this.best : null;
  }

  private consider(from: number, to: number, units: number, gain: number) {
    if (gain === 0 || (gain < 0 && !this.lessMayGain)) return;
    const total = this.worth(this.itemsCents + gain) - this.now;
    if (total <= this.best.total) return;
    const best = this.best;
    best.from = from;
    best.to = to;
    best.units = units;
    best.gain = gain;
    best.total = total;
  }
}

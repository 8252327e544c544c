// The promotions engine as it was before it worked with runs of alike units: every unit apart, every way priced
// line by line. Far too slow for a till, it is kept only as the tests' oracle: applyPromotions must give the same
// answers, cent for cent (promotion-engine.reference.test.ts).
import { roundCents } from '../money/money';
import { allocateProportionally } from '../sale/discount';
import type { ActivePromotion, PromotionLine, PromotionOutcome } from './promotion-engine';
import { isItemRule, itemDiscounts, reaches, saleDiscount } from './promotion-rules';
import type { ItemRule, PromotionUnit, SaleRule } from './promotion-rules';

/** Above this many ways of sharing a group's units between its promotions, the search orders promotions instead. */
const exhaustiveLimit = 4096;

/**
 * The promotions a sale gets, and where each cent of them lands. The customer gets the best deal the rules
 * allow: all the combinable promotions together, or one that does not combine on its own, whichever takes more
 * off (ties: fewer promotions, then the lower ids). Within a choice, a unit is discounted by one item promotion at
 * most, shared between them so that they take the most; sale promotions then apply to what the sale comes to.
 * The same lines in any order give the same answer.
 */
export function applyPromotionsUnitByUnit(
  lines: readonly PromotionLine[],
  promotions: readonly ActivePromotion[],
  /** Set to false when some choice had too many ways to try them all (its answer may then not be the best). */
  search = { exhaustive: true },
): PromotionOutcome {
  const order = lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        a.line.productId.localeCompare(b.line.productId) ||
        a.line.unitPriceCents - b.line.unitPriceCents ||
        a.line.key.localeCompare(b.line.key),
    )
    .map(({ index }) => index);
  const units: PromotionUnit[] = [];
  for (const index of order) {
    const line = lines[index]!;
    if (line.giftCard || line.priceSetByHand || !Number.isInteger(line.quantity) || line.unitPriceCents <= 0) continue;
    for (let n = 0; n < line.quantity; n += 1) {
      units.push({
        line: index,
        productId: line.productId,
        categoryId: line.categoryId,
        priceCents: line.unitPriceCents,
      });
    }
  }
  const sorted = [...promotions].sort((a, b) => a.id.localeCompare(b.id));
  const candidates = [sorted.filter((p) => p.combinable), ...sorted.filter((p) => !p.combinable).map((p) => [p])];
  let best: Evaluation | null = null;
  for (const candidate of candidates) {
    const evaluation = evaluate(lines, order, units, candidate, search);
    if (!best || better(evaluation, best)) best = evaluation;
  }
  return outcome(lines, best ?? evaluate(lines, order, units, [], search), promotions);
}

interface Evaluation {
  /** Per line (by input index): promotion id → cents. */
  perLine: Map<string, number>[];
  total: number;
  used: string[];
}

function better(a: Evaluation, b: Evaluation): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.used.length !== b.used.length) return a.used.length < b.used.length;
  return a.used.join('\u0000') < b.used.join('\u0000');
}

type ItemPromotion = ActivePromotion & { rule: ItemRule };
type SalePromotion = ActivePromotion & { rule: SaleRule };

/**
 * The most a choice of promotions can take off: which item promotion (if any) discounts each unit, and which of the
 * sale promotions apply (one may be better left out: an amount off first can take the sale under a threshold).
 * Every way when there are few; otherwise the units shared group by group (see shareUnits), or none.
 */
function evaluate(
  lines: readonly PromotionLine[],
  order: readonly number[],
  units: readonly PromotionUnit[],
  chosen: ActivePromotion[],
  search: { exhaustive: boolean },
): Evaluation {
  const items = chosen.filter((p) => isItemRule(p.rule)) as ItemPromotion[];
  const sales = chosen.filter((p) => !isItemRule(p.rule)) as SalePromotion[];
  const saleChoices = sales.length <= 6 ? subsets(sales) : [sales];
  // The units each item promotion reaches, worked out once for all that follows.
  const reach = items.map((promotion) => units.flatMap((unit, u) => (reaches(promotion.rule, unit) ? [u] : [])));
  const options: number[][] = units.map(() => []);
  reach.forEach((indexes, p) => indexes.forEach((u) => options[u]!.push(p)));
  const ways = options.reduce((product, choices) => product * (choices.length + 1), 1) * saleChoices.length;
  // One item promotion and nothing after it: it takes every unit it reaches (more units never give less).
  const alone = items.length <= 1 && sales.length === 0;
  if (!alone && items.length > 0 && ways > exhaustiveLimit) search.exhaustive = false;
  const assignments = alone
    ? [options.map((choices) => choices[0] ?? null)]
    : items.length === 0
      ? [units.map(() => null)]
      : ways <= exhaustiveLimit
        ? everyAssignment(options)
        : [sharedAssignment(items, units, reach), units.map(() => null)];
  let best: Evaluation | null = null;
  for (const assignment of assignments) {
    for (const saleChoice of saleChoices) {
      const evaluation = priced(lines, order, units, items, assignment, saleChoice);
      if (!best || better(evaluation, best)) best = evaluation;
    }
  }
  return (
    best ??
    priced(
      lines,
      order,
      units,
      items,
      units.map(() => null),
      [],
    )
  );
}

function priced(
  lines: readonly PromotionLine[],
  order: readonly number[],
  units: readonly PromotionUnit[],
  items: ItemPromotion[],
  assignment: readonly (number | null)[],
  sales: SalePromotion[],
): Evaluation {
  const perLine = lines.map(() => new Map<string, number>());
  const add = (line: number, id: string, cents: number) => {
    if (cents > 0) perLine[line]!.set(id, (perLine[line]!.get(id) ?? 0) + cents);
  };
  const assigned = items.map((): PromotionUnit[] => []);
  assignment.forEach((p, u) => p !== null && assigned[p]!.push(units[u]!));
  items.forEach((promotion, p) => {
    const mine = assigned[p]!;
    // A line's share of a percentage is rounded once, of its units together.
    const exact = new Map<number, number>();
    itemDiscounts(promotion.rule, mine).forEach((cents, n) =>
      exact.set(mine[n]!.line, (exact.get(mine[n]!.line) ?? 0) + cents),
    );
    for (const [line, cents] of exact) add(line, promotion.id, roundCents(cents));
  });
  const remaining = lines.map((line, index) =>
    line.giftCard || line.priceSetByHand
      ? 0
      : roundCents(line.unitPriceCents * line.quantity) - sum(perLine[index]!.values()),
  );
  for (const promotion of sales) {
    const byHand = lines.reduce(
      (total, line) =>
        line.priceSetByHand && !line.giftCard ? total + roundCents(line.unitPriceCents * line.quantity) : total,
      0,
    );
    const off = saleDiscount(promotion.rule, sum(remaining), sum(remaining) + byHand);
    // Shared in the lines' own order (product, price, key), not the order they were scanned in.
    allocateProportionally(
      off,
      order.map((index) => remaining[index]!),
    ).forEach((share, n) => {
      const index = order[n]!;
      add(index, promotion.id, share);
      remaining[index]! -= share;
    });
  }
  const totals = new Map<string, number>();
  for (const line of perLine) for (const [id, cents] of line) totals.set(id, (totals.get(id) ?? 0) + cents);
  return { perLine, total: sum(totals.values()), used: [...totals.keys()].sort() };
}

/** Every way of giving each unit to one of the item promotions that reach it, or to none. */
function everyAssignment(options: number[][]): (number | null)[][] {
  let all: (number | null)[][] = [[]];
  for (const choices of options) {
    all = all.flatMap((partial) => [...choices, null].map((choice) => [...partial, choice]));
  }
  return all;
}

function subsets<T>(items: T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

/**
 * Many units or promotions: item promotions that reach some of the same units are shared out group by group, each
 * group in every order of its promotions (or, with more than five, in the order of what each takes alone), the
 * promotion first in the order taking every unit it reaches that is still free.
 */
function sharedAssignment(
  items: ItemPromotion[],
  units: readonly PromotionUnit[],
  reachOf: readonly number[][],
): (number | null)[] {
  const assignment: (number | null)[] = units.map(() => null);
  for (const group of conflictGroups(reachOf)) {
    const groupUnits = group.units.map((u) => units[u]!);
    const position = new Map(group.units.map((u, n) => [u, n]));
    // Where each promotion of the group reaches, as positions in the group's units.
    const reach = new Map(group.promotions.map((p) => [p, reachOf[p]!.map((u) => position.get(u)!)]));
    const discountOf = (p: number, positions: number[]) => {
      const exact = new Map<number, number>();
      itemDiscounts(
        items[p]!.rule,
        positions.map((u) => groupUnits[u]!),
      ).forEach((cents, n) => {
        const line = groupUnits[positions[n]!]!.line;
        exact.set(line, (exact.get(line) ?? 0) + cents);
      });
      return sum([...exact.values()].map(roundCents));
    };
    const value = (order: number[]) => {
      const taken: (number | null)[] = groupUnits.map(() => null);
      const mine = new Map<number, number[]>();
      for (const p of order) {
        const positions = reach.get(p)!.filter((u) => taken[u] === null);
        for (const u of positions) taken[u] = p;
        mine.set(p, positions);
      }
      let total = 0;
      for (const [p, positions] of mine) total += discountOf(p, positions);
      return { taken, total };
    };
    const alone = new Map(group.promotions.map((p) => [p, discountOf(p, reach.get(p)!)]));
    const orders =
      group.promotions.length <= 5
        ? permutations(group.promotions)
        : [[...group.promotions].sort((a, b) => alone.get(b)! - alone.get(a)! || a - b)];
    let best: { taken: (number | null)[]; total: number } | null = null;
    for (const order of orders) {
      const tried = value(order);
      if (!best || tried.total > best.total) best = tried;
    }
    group.units.forEach((u, n) => (assignment[u] = best!.taken[n] ?? null));
  }
  return assignment;
}

/** Item promotions (by index) that reach some of the same units, with those units (by index), from where each reaches. */
function conflictGroups(reach: readonly number[][]) {
  const groupOf = reach.map((_, index) => index);
  const find = (index: number): number => (groupOf[index] === index ? index : (groupOf[index] = find(groupOf[index]!)));
  const owner = new Map<number, number>();
  reach.forEach((indexes, promotion) => {
    for (const unit of indexes) {
      const other = owner.get(unit);
      if (other === undefined) owner.set(unit, promotion);
      else groupOf[find(promotion)] = find(other);
    }
  });
  const groups = new Map<number, { promotions: number[]; units: Set<number> }>();
  reach.forEach((_, index) => {
    const root = find(index);
    const group = groups.get(root) ?? { promotions: [], units: new Set<number>() };
    group.promotions.push(index);
    for (const unit of reach[index]!) group.units.add(unit);
    groups.set(root, group);
  });
  return [...groups.values()].map((group) => ({
    promotions: group.promotions,
    units: [...group.units].sort((a, b) => a - b),
  }));
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

function outcome(
  lines: readonly PromotionLine[],
  evaluation: Evaluation,
  promotions: readonly ActivePromotion[],
): PromotionOutcome {
  const names = new Map(promotions.map((p) => [p.id, p.name]));
  const applied = new Map<string, number>();
  const result = lines.map((line, index) => {
    const entries = [...evaluation.perLine[index]!].sort(([a], [b]) => a.localeCompare(b));
    for (const [id, cents] of entries) applied.set(id, (applied.get(id) ?? 0) + cents);
    return {
      key: line.key,
      discountCents: sum(entries.map(([, cents]) => cents)),
      promotions: entries.map(([promotionId, cents]) => ({ promotionId, cents })),
    };
  });
  return {
    lines: result,
    applied: [...applied]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([promotionId, discountCents]) => ({
        promotionId,
        name: names.get(promotionId) ?? promotionId,
        discountCents,
      })),
    totalDiscountCents: evaluation.total,
  };
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

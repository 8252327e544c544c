import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleForSale } from '../promotion/applied-promotion';
import { applyPromotions } from '../promotion/promotion-engine';
import type { ActivePromotion } from '../promotion/promotion-engine';
import { promotionRule, promotionTarget, smallRules } from '../promotion/promotion-arbitraries';
import { cartTotals } from '../sale/cart-totals';
import type { Discount } from '../sale/discount';
import { lineRefund } from './refund-math';
import { promotionRefundCents, settleLineRefunds } from './promotion-refund';
import type { PromotedSale } from './promotion-refund';

const categoryOf: Record<string, string> = { p1: 'c1', p2: 'c1', p3: 'c2' };

interface CartLine {
  productId: string;
  unitPriceCents: number;
  quantity: number;
  taxRate: number;
  discount: Discount | null;
}

/** A sale as the server records it: the engine's deals, then cart totals; its applied rules kept with it. */
function recordSale(
  lines: CartLine[],
  active: ActivePromotion[],
  discount: Discount | null,
  pricesIncludeTax: boolean,
) {
  const outcome = applyPromotions(
    lines.map((line, index) => ({ ...line, key: String(index), categoryId: categoryOf[line.productId] ?? null })),
    active,
  );
  const totals = cartTotals(
    lines.map((line, index) => ({ ...line, promotionCents: outcome.lines[index]!.discountCents })),
    discount,
    { pricesIncludeTax },
  );
  const sale: PromotedSale = {
    totalCents: totals.totalCents,
    discount,
    pricesIncludeTax,
    lines: lines.map((line, index) => ({
      id: `line-${index}`,
      productId: line.productId,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      soldBy: null,
      discount: line.discount,
      taxes: [{ name: 'Tax', rate: line.taxRate }],
      refundedQuantity: 0,
    })),
    promotions: outcome.applied.map(({ promotionId }) => {
      const rule = active.find((p) => p.id === promotionId)!.rule;
      const products = lines.map((line) => ({
        productId: line.productId,
        categoryId: categoryOf[line.productId] ?? null,
      }));
      return { promotionId, rule: ruleForSale(rule, products), excludesTypedDiscounts: false };
    }),
  };
  return { sale, totals };
}

/** Refunds the units in the order given, one refund each, and returns what each gave back. */
function refundInTurn(sale: PromotedSale, order: string[]): number[] {
  let refundedGoods = 0;
  const refunded = new Map<string, number>();
  return order.map((lineId) => {
    const now = {
      ...sale,
      lines: sale.lines.map((line) => ({ ...line, refundedQuantity: refunded.get(line.id) ?? 0 })),
    };
    const cents = promotionRefundCents(now, new Map([[lineId, 1]]), refundedGoods);
    refunded.set(lineId, (refunded.get(lineId) ?? 0) + 1);
    refundedGoods += cents;
    return cents;
  });
}

const pots = { productIds: ['p1'], categoryIds: [] };
const buy2get1: ActivePromotion = {
  id: 'b2g1',
  name: 'Buy 2 get 1 free',
  rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: pots },
  combinable: true,
};

describe('refunds of a sale with promotions', () => {
  it('returning the free pot of a buy 2 get 1 free gives back $0.00, then each paid one what it cost', () => {
    const { sale, totals } = recordSale(
      [{ productId: 'p1', unitPriceCents: 1699, quantity: 3, taxRate: 20, discount: null }],
      [buy2get1],
      null,
      false,
    );
    expect(totals.totalCents).toBe(4078);
    expect(refundInTurn(sale, ['line-0', 'line-0', 'line-0'])).toEqual([0, 2039, 2039]);
  });

  it('a return that takes the sale under its spend threshold gives back what is left once the rest pays full price', () => {
    const threshold: ActivePromotion = {
      id: 'spend',
      name: '$10 off $50',
      rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
      combinable: true,
    };
    const { sale, totals } = recordSale(
      [
        { productId: 'p1', unitPriceCents: 3000, quantity: 1, taxRate: 0, discount: null },
        { productId: 'p3', unitPriceCents: 2500, quantity: 1, taxRate: 0, discount: null },
      ],
      [threshold],
      null,
      false,
    );
    expect(totals.totalCents).toBe(4500);
    // Keeping the $30.00 item alone costs $30.00: $15.00 of the $45.00 paid comes back, never the item's $25.00.
    expect(refundInTurn(sale, ['line-1', 'line-0'])).toEqual([1500, 3000]);
  });

  it('settles the refund lines at the amount, each still adding up', () => {
    const base = [
      lineRefund({ quantity: 3, refundedQuantity: 0, subtotalCents: 5097, discountCents: 1699, taxCents: 680 }, 1),
      lineRefund({ quantity: 1, refundedQuantity: 0, subtotalCents: 999, discountCents: 0, taxCents: 100 }, 1),
    ];
    const settled = settleLineRefunds(base, 500);
    expect(settled.reduce((sum, line) => sum + line.amountCents, 0)).toBe(500);
    for (const line of settled) expect(line.amountCents).toBe(line.subtotalCents - line.discountCents + line.taxCents);
  });
});

const rule = promotionRule(
  promotionTarget(['p1', 'p2', 'p3'], ['c1', 'c2']),
  { ...smallRules, tierMinQuantity: { min: 2, max: 4 } },
  ['percent_off', 'buy_x_get_y', 'mix_and_match', 'quantity_break', 'spend_threshold_amount'],
);
const discount: fc.Arbitrary<Discount | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 50 }) }),
    fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 1, max: 500 }) }),
  ),
  { nil: null },
);
const cartLines = fc.array(
  fc.record({
    productId: fc.constantFrom('p1', 'p2', 'p3'),
    unitPriceCents: fc.integer({ min: 1, max: 2500 }),
    quantity: fc.integer({ min: 1, max: 4 }),
    taxRate: fc.constantFrom(0, 8.25, 20),
    discount,
  }),
  { minLength: 1, maxLength: 4 },
);

it('a sale refunded unit by unit, in any order, gives back exactly what was paid, never less than nothing', () => {
  fc.assert(
    fc.property(
      cartLines,
      fc.array(fc.record({ rule, combinable: fc.boolean() }), { maxLength: 3 }),
      discount,
      fc.boolean(),
      fc.integer(),
      (lines, promos, orderDiscount, included, seed) => {
        const active = promos.map((p, index): ActivePromotion => ({ ...p, id: `promo-${index}`, name: `P${index}` }));
        const { sale } = recordSale(lines, active, orderDiscount, included);
        const units = sale.lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.id));
        // A shuffle decided by the seed: the same case always refunds in the same order.
        const order = units
          .map((id, index) => ({ id, key: Math.sin(seed + index * 7919) }))
          .sort((a, b) => a.key - b.key)
          .map(({ id }) => id);
        const given = refundInTurn(sale, order);
        for (const cents of given) expect(cents).toBeGreaterThanOrEqual(0);
        expect(given.reduce((sum, cents) => sum + cents, 0)).toBe(sale.totalCents);
      },
    ),
    { numRuns: 300 },
  );
});

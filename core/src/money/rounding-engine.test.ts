import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashDue, settleTenders } from '../payment/tender';
import type { Tender } from '../payment/tender';
import { lineRefund } from '../refund/refund-math';
import { refundToTenders } from '../refund/refund-tenders';
import { cartTotals } from '../sale/cart-totals';
import type { CartLineInput } from '../sale/cart-totals';
import type { Discount } from '../sale/discount';
import { roundCash } from './money';

// Property tests over the one rounding engine: cart totals, taxes (added or included), discounts, split tenders,
// cash rounding and refunds to the original tenders. Each property is a promise a receipt or a drawer relies on.

const rate = fc.constantFrom(0, 5, 7.5, 8.25, 10, 20, 22, 6.25, 2.5);
const taxes = fc.array(fc.record({ name: fc.constantFrom('State', 'City', 'VAT', 'Levy'), rate }), {
  minLength: 1,
  maxLength: 3,
});
const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('percent' as const),
    percent: fc.integer({ min: 1, max: 10_000 }).map((p) => p / 100),
  }),
  fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
);
const line: fc.Arbitrary<CartLineInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
  taxRate: fc.constant(0),
  taxes,
  discount,
});
const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  discount,
  pricesIncludeTax: fc.boolean(),
  cashRoundingStep: fc.constantFrom(0, 5, 10),
});
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Splits an amount into up to `parts` positive pieces at the given cut points. */
function split(amount: number, cuts: readonly number[]): number[] {
  const points = [...new Set(cuts.map((cut) => Math.floor(cut * amount)).filter((p) => p > 0 && p < amount))];
  points.sort((a, b) => a - b);
  return [...points, amount].map((point, index) => point - (index === 0 ? 0 : (points[index - 1] ?? 0)));
}

describe('the rounding engine, over random carts', () => {
  it('adds every line up to the cart, every tax up to the line, and totals to subtotal − discount + tax', () => {
    fc.assert(
      fc.property(cart, ({ lines, discount: saleDiscount, pricesIncludeTax }) => {
        const totals = cartTotals(lines, saleDiscount, { pricesIncludeTax });
        expect(sum(totals.lines.map((l) => l.totalCents))).toBe(totals.totalCents);
        expect(sum(totals.lines.map((l) => l.taxCents))).toBe(totals.taxCents);
        expect(sum(totals.taxes.map((t) => t.taxCents))).toBe(totals.taxCents);
        expect(totals.subtotalCents - totals.discountCents + totals.taxCents).toBe(totals.totalCents);
        for (const lineTotals of totals.lines) {
          expect(sum(lineTotals.taxes.map((t) => t.taxCents))).toBe(lineTotals.taxCents);
          expect(lineTotals.subtotalCents - lineTotals.discountCents + lineTotals.taxCents).toBe(lineTotals.totalCents);
          expect(lineTotals.totalCents).toBeGreaterThanOrEqual(0);
        }
        if (pricesIncludeTax) {
          // The shelf price is what is paid: tax never moves the total by a cent.
          const shelf = sum(lines.map((l) => l.unitPriceCents * l.quantity));
          expect(totals.totalCents).toBe(shelf - totals.discountCents);
        }
      }),
    );
  });

  it('settles any split of up to four tenders to the total, cash rounded to the step and never more', () => {
    fc.assert(
      fc.property(
        cart,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        fc.boolean(),
        ({ lines, discount: saleDiscount, pricesIncludeTax, cashRoundingStep }, cuts, cashLast) => {
          const total = cartTotals(lines, saleDiscount, { pricesIncludeTax }).totalCents;
          fc.pre(total > 0);
          const amounts = split(total, cuts);
          const tenders: Tender[] = amounts.map((amountCents) => ({ method: 'card', amountCents }));
          if (cashLast) {
            const last = tenders.pop();
            const due = cashDue(last?.amountCents ?? 0, cashRoundingStep);
            fc.pre(due > 0);
            tenders.push({ method: 'cash', amountCents: due, tenderedCents: due + 1234 });
          }
          const settled = settleTenders(total, tenders, { customerPoints: null, cashRoundingStep });
          expect(settled.ok).toBe(true);
          if (!settled.ok) return;
          expect(sum(settled.tenders.map((t) => t.amountCents))).toBe(total + settled.cashRoundingCents);
          expect(Math.abs(settled.cashRoundingCents)).toBeLessThanOrEqual(cashRoundingStep / 2);
          if (!cashLast) expect(settled.cashRoundingCents).toBe(0);
          expect(settled.changeCents).toBe(cashLast ? 1234 : 0);
        },
      ),
    );
  });

  it('refunds a sale in full, in any order of parts, returning exactly what each tender paid', () => {
    fc.assert(
      fc.property(
        cart,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }),
        ({ lines, discount: saleDiscount, pricesIncludeTax, cashRoundingStep }, cuts, chunks) => {
          const totals = cartTotals(lines, saleDiscount, { pricesIncludeTax });
          fc.pre(totals.totalCents > 0);
          const amounts = split(totals.totalCents, cuts);
          const last = amounts.pop() ?? 0;
          const cash = cashDue(last, cashRoundingStep);
          fc.pre(cash > 0);
          const settled = settleTenders(
            totals.totalCents,
            [
              ...amounts.map((amountCents) => ({ method: 'card' as const, amountCents })),
              { method: 'cash', amountCents: cash },
            ],
            { customerPoints: null, cashRoundingStep },
          );
          if (!settled.ok) throw new Error(settled.error);
          const paid = settled.tenders.map((t) => ({ ...t, paidCents: t.amountCents, refundedCents: 0 }));
          const refunded = lines.map(() => 0);
          let roundingLeft = settled.cashRoundingCents;
          let returned = 0;
          // Refund the lines in chunks of units until nothing is left.
          for (let round = 0; refunded.some((q, i) => q < (lines[i]?.quantity ?? 0)); round += 1) {
            let linesCents = 0;
            lines.forEach((l, i) => {
              const left = l.quantity - (refunded[i] ?? 0);
              const take = Math.min(left, chunks[(round + i) % chunks.length] ?? 1);
              if (take <= 0) return;
              const lineTotals = totals.lines[i];
              if (!lineTotals) throw new Error('lost a line');
              linesCents += lineRefund(
                { quantity: l.quantity, refundedQuantity: refunded[i] ?? 0, ...lineTotals },
                take,
              ).amountCents;
              refunded[i] = (refunded[i] ?? 0) + take;
            });
            const completesSale = refunded.every((q, i) => q === lines[i]?.quantity);
            const result = refundToTenders(linesCents, paid, {
              cashRoundingStep,
              completesSale,
              roundingLeftCents: roundingLeft,
            });
            expect(result).not.toBeNull();
            if (!result) return;
            for (const share of result.shares) {
              expect(share.amountCents).toBeGreaterThan(0);
              share.tender.refundedCents += share.amountCents;
              expect(share.tender.refundedCents).toBeLessThanOrEqual(share.tender.paidCents);
              if (share.tender.method === 'cash' && !completesSale && cashRoundingStep > 0) {
                expect(
                  share.amountCents % cashRoundingStep === 0 || share.tender.refundedCents === share.tender.paidCents,
                ).toBe(true);
              }
            }
            roundingLeft -= result.cashRoundingCents;
            returned += sum(result.shares.map((s) => s.amountCents));
          }
          expect(returned).toBe(totals.totalCents + settled.cashRoundingCents);
          for (const tender of paid) expect(tender.refundedCents).toBe(tender.paidCents);
        },
      ),
    );
  });

  it('rounds cash to the nearest step, halves up, and leaves it alone without a step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(5, 10), (cents, step) => {
        const rounded = roundCash(cents, step);
        expect(rounded % step).toBe(0);
        expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(step / 2);
        expect(roundCash(cents, 0)).toBe(cents);
      }),
    );
    expect([1001, 1002, 1003, 1004, 1006, 1007, 1008].map((c) => roundCash(c, 5))).toEqual([
      1000, 1000, 1005, 1005, 1005, 1005, 1010,
    ]);
  });
});

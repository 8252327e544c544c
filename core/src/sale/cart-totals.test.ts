import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

const line = (
  unitPriceCents: number,
  quantity: number,
  taxRate: number,
  discount?: Parameters<typeof cartTotals>[0][number]['discount'],
) => ({
  unitPriceCents,
  quantity,
  taxRate,
  discount,
});

describe('cartTotals, one line', () => {
  it.each([
    // price, qty, rate → subtotal, tax, total
    [1299, 1, 20, 1299, 260, 1559],
    [1299, 3, 20, 3897, 779, 4676],
    [999, 2, 8.25, 1998, 165, 2163],
    [10, 3, 8.25, 30, 2, 32], // 3 × $0.10 at 8.25 % = 2.475 ¢ → 2 ¢
    [250, 1, 0, 250, 0, 250],
    [1, 6, 8.25, 6, 0, 6], // 0.495 ¢ rounds down
    [2, 3, 8.25, 6, 0, 6],
    [200, 3, 8.25, 600, 50, 650], // 49.5 ¢ rounds half away from zero → 50 ¢
  ])('price %i × %i at %f %%', (price, quantity, taxRate, subtotal, tax, total) => {
    const totals = cartTotals([line(price, quantity, taxRate)]);
    expect([totals.subtotalCents, totals.taxCents, totals.totalCents]).toEqual([subtotal, tax, total]);
  });
});

describe('cartTotals, several lines', () => {
  it('sums lines: subtotal Σ price×qty, tax Σ line tax, total subtotal + tax', () => {
    const totals = cartTotals([line(1299, 2, 20), line(350, 1, 10), line(4999, 1, 0)]);
    expect(totals.subtotalCents).toBe(2598 + 350 + 4999);
    expect(totals.taxCents).toBe(520 + 35 + 0);
    expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
    expect(totals.itemCount).toBe(4);
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0, itemCount: 0 });
  });
});

describe('cartTotals, discounts', () => {
  it('takes a line discount off before tax', () => {
    const totals = cartTotals([line(1000, 2, 10, { kind: 'amount', cents: 500 })]);
    expect(totals).toMatchObject({ subtotalCents: 2000, discountCents: 500, taxCents: 150, totalCents: 1650 });
  });

  it('takes a percent line discount rounded to cents', () => {
    const totals = cartTotals([line(999, 1, 20, { kind: 'percent', percent: 15 })]);
    expect(totals.discountCents).toBe(150); // 149.85 ¢
    expect(totals.taxCents).toBe(170); // 849 × 20 % = 169.8
  });

  it('never discounts a line below zero', () => {
    const totals = cartTotals([line(500, 1, 20, { kind: 'amount', cents: 900 })]);
    expect(totals).toMatchObject({ discountCents: 500, taxCents: 0, totalCents: 0 });
  });

  it('shares a whole-sale discount across lines so the shares add up exactly', () => {
    const totals = cartTotals([line(1000, 1, 20), line(2000, 1, 10), line(333, 1, 0)], { kind: 'amount', cents: 1000 });
    expect(totals.orderDiscountCents).toBe(1000);
    expect(totals.lines.map((l) => l.discountCents).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(totals.lines.map((l) => l.discountCents)).toEqual([300, 600, 100]);
    expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
    expect(totals.totalCents).toBe(totals.lines.reduce((sum, l) => sum + l.totalCents, 0));
  });

  it('applies a whole-sale percent after line discounts', () => {
    const totals = cartTotals([line(1000, 1, 0, { kind: 'amount', cents: 200 }), line(1000, 1, 0)], {
      kind: 'percent',
      percent: 10,
    });
    expect(totals.orderDiscountCents).toBe(180);
    expect(totals.discountCents).toBe(380);
    expect(totals.totalCents).toBe(1620);
  });
});

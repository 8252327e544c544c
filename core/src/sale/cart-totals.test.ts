import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotals } from './cart-totals';

describe('lineTotals', () => {
  it.each([
    // price, qty, rate, discount → subtotal, tax, total
    [1299, 1, 20, 0, 1299, 260, 1559],
    [1299, 3, 20, 0, 3897, 779, 4676],
    [999, 2, 8.25, 0, 1998, 165, 2163],
    [250, 1, 0, 0, 250, 0, 250],
    [1000, 2, 10, 500, 2000, 150, 1650],
  ])('price %i × %i at %f%% less %i', (price, quantity, taxRate, discount, subtotal, tax, total) => {
    const totals = lineTotals({ unitPriceCents: price, quantity, taxRate, discountCents: discount });
    expect(totals).toEqual({ subtotalCents: subtotal, discountCents: discount, taxCents: tax, totalCents: total });
  });

  it('never discounts a line below zero', () => {
    expect(lineTotals({ unitPriceCents: 500, quantity: 1, taxRate: 20, discountCents: 900 })).toEqual({
      subtotalCents: 500,
      discountCents: 500,
      taxCents: 0,
      totalCents: 0,
    });
  });
});

describe('cartTotals', () => {
  it('sums lines: subtotal Σ price×qty, tax Σ line tax, total subtotal + tax', () => {
    const totals = cartTotals([
      { unitPriceCents: 1299, quantity: 2, taxRate: 20 },
      { unitPriceCents: 350, quantity: 1, taxRate: 10 },
      { unitPriceCents: 4999, quantity: 1, taxRate: 0 },
    ]);
    expect(totals.subtotalCents).toBe(2598 + 350 + 4999);
    expect(totals.taxCents).toBe(520 + 35 + 0);
    expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
    expect(totals.itemCount).toBe(4);
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({ subtotalCents: 0, taxCents: 0, totalCents: 0, itemCount: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import { lineTypedDiscountCents, saleTypedDiscountCents } from './typed-discounts';

describe('typed discounts, apart from promotions', () => {
  it.each([
    ['a promotion alone', 1699, null, null, 0, 0],
    ['a promotion and 10 % typed on the line', 1699, { kind: 'percent', percent: 10 } as const, null, 340, 340],
    ['a promotion and $5 off the sale', 1699, null, { kind: 'amount', cents: 500 } as const, 500, 500],
    ['no promotion, $2 off the line', 0, { kind: 'amount', cents: 200 } as const, null, 200, 200],
  ])('%s', (_case, promotionCents, lineDiscount, saleDiscount, typedOnLine, typedOnSale) => {
    const totals = cartTotals(
      [{ unitPriceCents: 1699, quantity: 3, taxRate: 0, promotionCents, discount: lineDiscount }],
      saleDiscount,
    );
    const line = totals.lines[0]!;
    expect(lineTypedDiscountCents(line)).toBe(typedOnLine);
    expect(saleTypedDiscountCents({ discountCents: totals.discountCents, lines: totals.lines })).toBe(typedOnSale);
    // Each once: the typed part and the promotion's add up to the discount the sale records.
    expect(lineTypedDiscountCents(line) + line.promotionCents).toBe(line.discountCents);
  });
});

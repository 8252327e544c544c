import { describe, expect, it } from 'vitest';
import { cartTotals } from '../sale/cart-totals';
import { lineRefund, loyaltyPointsToReverse, refundableQuantity } from './refund-math';

const soldLine = (unitPriceCents: number, quantity: number, taxRate: number) => {
  const totals = cartTotals([{ unitPriceCents, quantity, taxRate }]).lines[0];
  if (!totals) throw new Error('no line');
  return {
    quantity,
    refundedQuantity: 0,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
};

describe('lineRefund', () => {
  it('refunds price × quantity plus its tax', () => {
    const line = soldLine(1299, 3, 20);
    expect(lineRefund(line, 1)).toEqual({ subtotalCents: 1299, discountCents: 0, taxCents: 260, amountCents: 1559 });
  });

  it('returns exactly the line total when refunded unit by unit', () => {
    const line = soldLine(10, 3, 8.25); // tax 2 ¢ on 30 ¢
    let refunded = 0;
    for (let unit = 0; unit < 3; unit += 1) {
      refunded += lineRefund({ ...line, refundedQuantity: unit }, 1).amountCents;
    }
    expect(refunded).toBe(line.totalCents);
    expect(lineRefund(line, 3).amountCents).toBe(line.totalCents);
  });

  it('shares a discount the same way', () => {
    const line = { quantity: 2, refundedQuantity: 0, subtotalCents: 2000, discountCents: 301, taxCents: 170 };
    const first = lineRefund(line, 1);
    const second = lineRefund({ ...line, refundedQuantity: 1 }, 1);
    expect(first.discountCents + second.discountCents).toBe(301);
    expect(first.amountCents + second.amountCents).toBe(2000 - 301 + 170);
  });
});

describe('refundableQuantity', () => {
  it('is what was sold less what was refunded', () => {
    expect(refundableQuantity({ quantity: 3, refundedQuantity: 1 })).toBe(2);
    expect(refundableQuantity({ quantity: 3, refundedQuantity: 3 })).toBe(0);
  });
});

describe('loyaltyPointsToReverse', () => {
  it('takes back the points earned on the refunded part, rounded down', () => {
    expect(loyaltyPointsToReverse({ loyaltyEarned: 46, loyaltyReversed: 0, earningPaidCents: 4676 }, 1559)).toBe(15);
    expect(loyaltyPointsToReverse({ loyaltyEarned: 46, loyaltyReversed: 0, earningPaidCents: 4676 }, 4676)).toBe(46);
  });

  it('never takes back more than the order earned', () => {
    expect(loyaltyPointsToReverse({ loyaltyEarned: 46, loyaltyReversed: 40, earningPaidCents: 4676 }, 4676)).toBe(6);
    expect(loyaltyPointsToReverse({ loyaltyEarned: 0, loyaltyReversed: 0, earningPaidCents: 0 }, 500)).toBe(0);
  });
});

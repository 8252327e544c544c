import { describe, expect, it } from 'vitest';
import {
  averageCents,
  inventoryStatus,
  loyaltyLiabilityCents,
  reportReorderLevel,
  marginPercent,
  salesSummary,
  unitCostCents,
} from './report-maths';

describe('report maths', () => {
  it('takes the recorded cost, or 60 % of the price to the cent', () => {
    expect(unitCostCents(450, 999)).toBe(450);
    expect(unitCostCents(null, 999)).toBe(599); // 599.4
    expect(unitCostCents(null, 1249)).toBe(749); // 749.4
    expect(unitCostCents(null, 1025)).toBe(615);
    expect(unitCostCents(0, 1000)).toBe(0);
  });

  it.each([
    [0, null, 'low'],
    [5, null, 'low'],
    [6, null, 'medium'],
    [10, null, 'medium'],
    [11, null, 'good'],
    [3, 3, 'low'],
    [6, 3, 'medium'],
    [7, 3, 'good'],
    [0, 0, 'low'],
    [1, 0, 'good'],
  ] as const)('stock %i with level %s is %s', (stock, level, status) => {
    expect(inventoryStatus(stock, level)).toBe(status);
  });

  it('judges a weighed product by 5 of its own unit when it has no level, in thousandths', () => {
    expect(reportReorderLevel(null, 'lb')).toBe(5000);
    expect(reportReorderLevel(null, 'unit')).toBe(5);
    expect(reportReorderLevel(2500, 'lb')).toBe(2500);
    expect(inventoryStatus(9_750, null, 'lb')).toBe('medium');
    expect(inventoryStatus(4_999, null, 'kg')).toBe('low');
    expect(inventoryStatus(10_001, null, 'g')).toBe('good');
    expect(inventoryStatus(10_250, 2000, 'lb')).toBe('good');
  });

  it('computes margin, averages and the points liability', () => {
    expect(marginPercent(10_000, 6_000)).toBe(40);
    expect(marginPercent(2_999, 1_799)).toBe(40);
    expect(marginPercent(0, 500)).toBe(0);
    expect(averageCents(10_000, 3)).toBe(3333);
    expect(averageCents(10_001, 2)).toBe(5001);
    expect(averageCents(0, 0)).toBe(0);
    expect(loyaltyLiabilityCents(1_000)).toBe(700); // 1,000 points = $10.00, 30 % breakage
    expect(loyaltyLiabilityCents(15)).toBe(11); // 10.5 rounds half away from zero
  });

  it('sums a Sales Summary: net is gross less discounts less refunds before tax; the average is before refunds', () => {
    expect(
      salesSummary({
        transactions: 3,
        items: 7,
        grossCents: 10_000,
        discountCents: 1_000,
        taxCents: 900,
        refundedCents: 1_100,
        refundedTaxCents: 100,
      }),
    ).toEqual({
      grossSalesCents: 10_000,
      discountsCents: 1_000,
      refundsCents: 1_000,
      netSalesCents: 8_000,
      taxCents: 800,
      transactions: 3,
      avgOrderCents: 3_000,
      itemsSold: 7,
    });
    expect(
      salesSummary({
        transactions: 0,
        items: 0,
        grossCents: 0,
        discountCents: 0,
        taxCents: 0,
        refundedCents: 500,
        refundedTaxCents: 0,
      }),
    ).toMatchObject({ refundsCents: 500, netSalesCents: -500, avgOrderCents: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { promotionReport, promotionReportCsv, promotionReportQuerySchema } from './promotion-report';
import type { PromotionReportRow } from './promotion-report';

const row = (overrides: Partial<PromotionReportRow>): PromotionReportRow => ({
  promotionId: 'p',
  name: 'Promotion',
  sales: 1,
  units: 1,
  discountCents: 100,
  revenueCents: 1000,
  couponCode: null,
  couponUses: 0,
  ...overrides,
});

describe('promotionReport', () => {
  it('orders by discount given, largest first, then by name', () => {
    const report = promotionReport(
      [
        row({ promotionId: 'a', name: 'Spring', discountCents: 500 }),
        row({ promotionId: 'b', name: 'bulbs', discountCents: 900 }),
        row({ promotionId: 'c', name: 'Autumn', discountCents: 500 }),
      ],
      { sales: 3, revenueCents: 3000 },
    );
    expect(report.rows.map((r) => r.name)).toEqual(['bulbs', 'Autumn', 'Spring']);
  });

  it('adds up units, discount and coupon uses; counts each promoted sale once', () => {
    const report = promotionReport(
      [
        row({ promotionId: 'a', sales: 2, units: 6, discountCents: 1699, revenueCents: 5000, couponUses: 0 }),
        row({ promotionId: 'b', sales: 2, units: 3, discountCents: 1000, revenueCents: 4000, couponUses: 2 }),
      ],
      // One sale got both promotions.
      { sales: 3, revenueCents: 7000 },
    );
    expect(report.totals).toEqual({ sales: 3, units: 9, discountCents: 2699, revenueCents: 7000, couponUses: 2 });
  });

  it('is empty with zero totals when no promotion applied', () => {
    expect(promotionReport([], { sales: 0, revenueCents: 0 })).toEqual({
      rows: [],
      totals: { sales: 0, units: 0, discountCents: 0, revenueCents: 0, couponUses: 0 },
    });
  });
});

describe('promotionReportCsv', () => {
  it('writes one row per promotion and the totals, money as plain decimals', () => {
    const report = promotionReport(
      [row({ name: 'SPRING10', couponCode: 'SPRING10', couponUses: 1, discountCents: 1000, revenueCents: 4995 })],
      { sales: 1, revenueCents: 4995 },
    );
    expect(promotionReportCsv(report)).toEqual({
      fields: ['Promotion', 'Coupon Code', 'Sales', 'Units', 'Discount Given', 'Revenue', 'Coupon Uses'],
      rows: [
        ['SPRING10', 'SPRING10', 1, 1, '10.00', '49.95', 1],
        ['Total', '', 1, 1, '10.00', '49.95', 1],
      ],
    });
  });
});

describe('promotionReportCsv in a store of another currency', () => {
  const report = promotionReport([row({ name: 'Spring', discountCents: 1200, revenueCents: 1250 })], {
    sales: 1,
    revenueCents: 1250,
  });

  it('writes yen whole: ¥1,200 given is 1200', () => {
    expect(promotionReportCsv(report, 'JPY').rows).toEqual([
      ['Spring', '', 1, 1, '1200', '1250', 0],
      ['Total', '', 1, 1, '1200', '1250', 0],
    ]);
  });

  it('writes dinars with three decimals: 1.250 KD taken is 1.250', () => {
    expect(promotionReportCsv(report, 'KWD').rows[0]).toEqual(['Spring', '', 1, 1, '1.200', '1.250', 0]);
  });
});

describe('promotionReportQuerySchema', () => {
  it('takes a range and an optional store, and refuses a range that ends before it starts', () => {
    expect(promotionReportQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-31', store: 'all' }).success).toBe(
      true,
    );
    const backwards = promotionReportQuerySchema.safeParse({ from: '2026-03-31', to: '2026-03-01' });
    expect(backwards.error?.issues[0]?.message).toBe('The end date is before the start date');
  });
});

import { describe, expect, it } from 'vitest';
import { buildShiftFigures } from '../shift/shift-figures';
import type { ShiftTotals } from '../shift/shift-figures';
import { figureNames } from './figure-names';
import { salesSummary } from './report-maths';

// The delicatessen's Saturday (issue 41): three figures of one person's takings, read side by side without names.
const gross = 17_098;
const discounts = 499;
const refunded = { amountCents: 953, taxCents: 54 };
const tax = 1_411;
const shift: ShiftTotals = {
  openingFloatCents: 10_000,
  sales: {
    count: 9,
    subtotalCents: gross,
    discountCents: discounts,
    taxCents: tax,
    totalCents: gross - discounts + tax,
  },
  refunds: { count: 1, ...refunded },
  taxByRate: [],
  payments: [{ method: 'card', count: 9, amountCents: gross - discounts + tax }],
  refundTenders: [{ method: 'card', count: 1, amountCents: refunded.amountCents }],
  movements: [],
  voids: 0,
};

describe('figure names', () => {
  it('name each figure once: no two names alike', () => {
    const names = Object.values(figureNames);
    expect(new Set(names).size).toBe(names.length);
  });

  it('give the Z report, the Sales Summary and the staff report the same name for the same figure', () => {
    const z = buildShiftFigures(shift);
    const summary = salesSummary({
      transactions: 9,
      items: 12,
      grossCents: gross,
      discountCents: discounts,
      taxCents: tax,
      refundedCents: refunded.amountCents,
      refundedTaxCents: refunded.taxCents,
    });
    // The staff report's sales: gross less discounts (its repository sums the same rollup columns).
    const staffSales = gross - discounts;
    const read = {
      [figureNames.grossSales]: [z.grossSalesCents, summary.grossSalesCents],
      [figureNames.discounts]: [z.discountsCents, summary.discountsCents],
      [figureNames.refunds]: [z.refundsCents, summary.refundsCents],
      [figureNames.netSales]: [z.netSalesCents, summary.netSalesCents],
      [figureNames.tax]: [z.taxCents, summary.taxCents],
      [figureNames.sales]: [staffSales, summary.grossSalesCents - summary.discountsCents],
    };
    for (const [name, values] of Object.entries(read)) expect(new Set(values).size, name).toBe(1);
    // The three figures of the issue are three different things, each called by what it is.
    expect({
      [figureNames.grossSales]: z.grossSalesCents,
      [figureNames.netSales]: z.netSalesCents,
      [figureNames.sales]: staffSales,
    }).toEqual({
      'Gross sales, before discounts and tax': 17_098,
      'Net sales, after discounts and refunds, before tax': 15_700,
      'Sales after discounts, before refunds and tax': 16_599,
    });
    expect(z.netTakingsCents).toBe(z.netSalesCents + z.taxCents);
  });
});

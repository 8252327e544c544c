import { describe, expect, it } from 'vitest';
import type { StartForRealCounts } from './start-for-real-schemas';
import { startForRealSummary } from './start-for-real-summary';

const none: StartForRealCounts = {
  products: 0,
  categories: 0,
  customers: 0,
  suppliers: 0,
  sales: 0,
  refunds: 0,
  shifts: 0,
  stores: 0,
  staff: 0,
};

describe('startForRealSummary', () => {
  it.each([
    [{}, 'Started trading for real: there was nothing to remove'],
    [{ products: 1 }, 'Started trading for real: removed 1 product'],
    [{ products: 12, categories: 6 }, 'Started trading for real: removed 12 products and 6 categories'],
    [
      { products: 12, customers: 1, sales: 2345, stores: 1, staff: 5 },
      'Started trading for real: removed 12 products, 1 customer, 2,345 sales, 1 other store and 5 members of staff',
    ],
    [
      { categories: 1, suppliers: 1, refunds: 1, shifts: 1, stores: 2, staff: 1 },
      'Started trading for real: removed 1 category, 1 supplier, 1 refund, 1 shift, 2 other stores and 1 member of staff',
    ],
  ])('counts %j as "%s"', (counts, summary) => {
    expect(startForRealSummary({ ...none, ...counts })).toBe(summary);
  });
});

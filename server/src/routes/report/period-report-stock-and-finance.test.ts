import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReportRollups } from '../../db/report-rollups';
import { buildReportChain } from './period-reports.fixtures';
import type { ReportChain } from './period-reports.fixtures';

// The Inventory and Finance tabs of My Store, and the rollups they read, over the chain of period-reports.fixtures.ts.
let chain: ReportChain;
let db: ReportChain['db'];
let firstSale: ReportChain['firstSale'];
beforeAll(async () => {
  chain = await buildReportChain();
  ({ db, firstSale } = chain);
});
afterAll(() => chain?.close());

const report = (tab: string, from: string, to: string, store?: string) => chain.report(tab, from, to, store);

describe("report figures of the session's store (My Store)", () => {
  it('Inventory: stock now, level 5 when missing, low / medium / good and value at cost', async () => {
    const inventory = await report('inventory', '2026-03-10', '2026-03-12');
    expect(inventory.items).toEqual([
      {
        productId: 'a',
        name: 'Product a',
        sku: 'A',
        soldBy: 'unit',
        stock: 8,
        reorderLevel: 5,
        status: 'medium',
        stockValueCents: 3200,
      },
      {
        productId: 'b',
        name: 'Product b',
        sku: 'B',
        soldBy: 'unit',
        stock: 2,
        reorderLevel: 4,
        status: 'low',
        stockValueCents: 600,
      },
      {
        productId: 'c',
        name: 'Product c',
        sku: 'C',
        soldBy: 'unit',
        stock: 18,
        reorderLevel: 2,
        status: 'good',
        stockValueCents: 2700,
      },
    ]);
    expect(inventory.totalStockValueCents).toBe(6500);
  });

  it('Finance: tax by band, refunds given, and the loyalty programme', async () => {
    const finance = await report('finance', '2026-03-10', '2026-03-12');
    expect(finance.taxBands).toEqual([
      { rate: 20, taxableAmountCents: 2000, taxCollectedCents: 400 },
      { rate: 10, taxableAmountCents: 500, taxCollectedCents: 50 },
      { rate: 0, taxableAmountCents: 500, taxCollectedCents: 0 },
    ]);
    expect(finance.refunds).toEqual([
      {
        id: expect.any(String),
        number: 'REF-001',
        saleId: firstSale.id,
        date: '2026-03-12T19:00:00.000Z',
        amountCents: 1200,
        reason: 'Chipped',
        items: 1,
        staff: 'Ada Admin',
      },
    ]);
    expect(finance.loyalty).toEqual({
      enrolledCustomers: 1,
      activeCustomers: 1,
      pointsIssued: 10,
      pointsRedeemed: 0,
      pointValue: 0.01,
      breakageRate: 0.3,
      outstandingPoints: 10,
      liabilityCents: 7,
    });
    expect((await report('finance', '2026-03-13', '2026-03-20')).refunds).toEqual([]);
  });

  it('keeps the running rollups equal to a rebuild from the orders and refunds', async () => {
    const snapshot = async () => ({
      sales: await db
        .selectFrom('daily_sales')
        .selectAll()
        .orderBy('store_id')
        .orderBy('business_date')
        .orderBy('user_id')
        .execute(),
      products: await db
        .selectFrom('daily_product_sales')
        .selectAll()
        .orderBy('store_id')
        .orderBy('business_date')
        .orderBy('product_id')
        .orderBy('tax_rate_bps')
        .execute(),
      months: await db
        .selectFrom('monthly_product_sales')
        .selectAll()
        .orderBy('store_id')
        .orderBy('month')
        .orderBy('product_id')
        .orderBy('tax_rate_bps')
        .execute(),
      payments: await db
        .selectFrom('daily_payments')
        .selectAll()
        .orderBy('store_id')
        .orderBy('business_date')
        .orderBy('method')
        .execute(),
    });
    const running = await snapshot();
    await rebuildReportRollups(db);
    expect(await snapshot()).toEqual(running);
  });
});

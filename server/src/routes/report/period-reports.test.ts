import { randomUUID } from 'node:crypto';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/database';
import type { Db } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { rebuildReportRollups } from '../../db/report-rollups';
import { seedEmptyStore } from '../../setup/seed/seed';
import { refundSale } from '../../services/refund-service';
import { openShift } from '../../services/shift-service';
import { completeSale } from '../../services/complete-sale';
import { hashPin } from '../../lib/pin-hash';
import { buildTestApp } from '../../test/build-test-app';
import { addSecondStore } from '../../test/second-store';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';

// A small chain whose report figures are worked out by hand below: My Store (store-1) and Second Street (store-2),
// both in New York (UTC-4 in March 2026).
let testDatabase: TestDatabase;
let db: Db;
let writer: GroupCommit;
const admin = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' as const };
const cashier = { id: 'user-cashier', name: 'Cal Cashier', email: 'cal@example.com', role: 'cashier' as const };
const manager = { id: 'user-manager', name: 'Mo Manager', email: 'mo@example.com', role: 'manager' as const };
let app: Awaited<ReturnType<typeof buildApp>>;
let cookie: string;

const product = (
  id: string,
  price: number,
  cost: number | null,
  taxBps: number,
  category: string,
  level: number | null,
) => ({
  id,
  name: `Product ${id}`,
  sku: id.toUpperCase(),
  barcode: null,
  price_cents: price,
  cost_cents: cost,
  tax_rate_bps: taxBps,
  category_id: category,
  image: null,
  reorder_level: level,
  description: '',
  supplier: '',
  is_active: 1,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
});

type Seller = typeof admin | typeof cashier;
type SaleLines = Omit<CompleteSaleInput, 'id' | 'tillId'>;

async function sell(at: string, staff: Seller, input: SaleLines, store: 'store-1' | 'store-2' = 'store-1') {
  const tillId = store === 'store-1' ? 'till-1' : 'till-2';
  return completeSale(writer, db, store, { id: randomUUID(), tillId, ...input }, staff, new Date(at));
}

let firstSale: Awaited<ReturnType<typeof sell>>;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.db;
  writer = new GroupCommit(db);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2026-03-01T12:00:00Z'), { name: admin.name, email: admin.email, pin: '1111' });
  await addSecondStore(db, '2026-03-02T00:00:00.000Z');
  await db.updateTable('store').set({ time_zone: 'America/New_York' }).execute();
  // The stores take cash, so each till trades in an open shift.
  for (const [store, tillId] of [
    ['store-1', 'till-1'],
    ['store-2', 'till-2'],
  ] as const) {
    const float = { id: randomUUID(), tillId, count: { totalCents: 10_000 } };
    await openShift(writer, db, store, float, admin, new Date('2026-03-02T12:00:00Z'));
  }
  await db
    .insertInto('users')
    .values([
      { ...cashier, pin_hash: 'x', created_at: '2026-03-01T00:00:00.000Z' },
      { ...manager, pin_hash: await hashPin('2222'), created_at: '2026-03-01T00:00:00.000Z' },
    ])
    .execute();
  await db.insertInto('store_staff').values({ store_id: 'store-1', user_id: manager.id }).execute();
  await db
    .insertInto('categories')
    .values([
      { id: 'cat-a', name: 'Aardvarks', color: null, icon: 'Box', sort_order: 0 },
      { id: 'cat-b', name: 'Bees', color: '#ca8a04', icon: 'Box', sort_order: 1 },
    ])
    .execute();
  await db
    .insertInto('products')
    .values([
      product('a', 1000, 400, 2000, 'cat-a', null),
      product('b', 500, null, 1000, 'cat-b', 4),
      product('c', 250, null, 0, 'cat-b', 2),
    ])
    .execute();
  const stock = { 'store-1': { a: 10, b: 3, c: 20 }, 'store-2': { a: 5, b: 0, c: 10 } };
  await db
    .insertInto('store_stock')
    .values(
      Object.entries(stock).flatMap(([storeId, quantities]) =>
        Object.entries(quantities).map(([productId, quantity]) => ({
          store_id: storeId,
          product_id: productId,
          quantity,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('customers')
    .values({
      id: 'cust-1',
      name: 'Cora',
      email: null,
      phone: null,
      address: null,
      notes: null,
      loyalty_points: 0,
      created_at: '2026-03-01T00:00:00.000Z',
    })
    .execute();

  // S1: 23:59 on 10 March, local. A×2: 2,000 + 400 tax.
  firstSale = await sell('2026-03-11T03:59:00Z', cashier, {
    lines: [{ productId: 'a', quantity: 2 }],
    payments: [{ method: 'card', amountCents: 2400 }],
    expectedTotalCents: 2400,
  });
  // S2: midnight starting 11 March, local. B + C×2: 1,000 + 50 tax, for Cora (10 points).
  await sell('2026-03-11T04:00:00Z', admin, {
    lines: [
      { productId: 'b', quantity: 1 },
      { productId: 'c', quantity: 2 },
    ],
    customerId: 'cust-1',
    payments: [{ method: 'cash', amountCents: 1050, tenderedCents: 2000 }],
    expectedTotalCents: 1050,
  });
  // S3: noon on 12 March. A×1: 1,000 + 200 tax.
  await sell('2026-03-12T16:00:00Z', cashier, {
    lines: [{ productId: 'a', quantity: 1 }],
    payments: [{ method: 'card', amountCents: 1200 }],
    expectedTotalCents: 1200,
  });
  // R1: 3 pm on 12 March, one A of S1 back: 1,000 + 200 tax.
  await refundSale(
    writer,
    db,
    'store-1',
    {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: firstSale.id,
      lines: [{ saleLineId: firstSale.lines[0]?.id ?? '', quantity: 1 }],
      reason: 'Chipped',
    },
    admin,
    new Date('2026-03-12T19:00:00Z'),
  );

  // Second Street. S4: noon on 11 March, C×4: 1,000, no tax.
  const fourth = await sell(
    '2026-03-11T16:00:00Z',
    cashier,
    {
      lines: [{ productId: 'c', quantity: 4 }],
      payments: [{ method: 'card', amountCents: 1000 }],
      expectedTotalCents: 1000,
    },
    'store-2',
  );
  // S5: 1 pm on 12 March, A×1: 1,000 + 200 tax.
  await sell(
    '2026-03-12T17:00:00Z',
    admin,
    {
      lines: [{ productId: 'a', quantity: 1 }],
      payments: [{ method: 'card', amountCents: 1200 }],
      expectedTotalCents: 1200,
    },
    'store-2',
  );
  // R2: 4 pm on 12 March, one C of S4 back: 250.
  await refundSale(
    writer,
    db,
    'store-2',
    {
      id: randomUUID(),
      tillId: 'till-2',
      saleId: fourth.id,
      lines: [{ saleLineId: fourth.lines[0]?.id ?? '', quantity: 1 }],
      reason: 'Wilted',
    },
    admin,
    new Date('2026-03-12T20:00:00Z'),
  );

  app = await buildApp({ db, productName: 'Tillwise', dataDir: testDatabase.dataDir });
  const signIn = await app.inject({ method: 'POST', url: '/api/session', payload: { userId: admin.id, pin: '1111' } });
  cookie = sessionCookie(signIn.cookies);
});

const sessionCookie = (cookies: { name: string; value: string }[]) =>
  `tillwise_session=${cookies.find((c) => c.name === 'tillwise_session')?.value}`;
afterAll(async () => {
  await app?.close();
  await testDatabase?.drop({ closed: true });
});

const report = async (tab: string, from: string, to: string, store?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/reports/${tab}?from=${from}&to=${to}${store === undefined ? '' : `&store=${store}`}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("report figures of the session's store (My Store)", () => {
  it('files 23:59 and 00:00 local time under their own business days', async () => {
    expect((await report('sales', '2026-03-10', '2026-03-10')).summary).toMatchObject({
      transactions: 1,
      grossSalesCents: 2000,
      taxCents: 400,
    });
    expect((await report('sales', '2026-03-11', '2026-03-11')).summary).toMatchObject({
      transactions: 1,
      grossSalesCents: 1000,
      taxCents: 50,
    });
  });

  it('Sales: summary, daily series, payment methods and category sales over 11–12 March', async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12');
    expect(sales.summary).toEqual({
      grossSalesCents: 2000,
      discountsCents: 0,
      refundsCents: 1000,
      netSalesCents: 1000,
      taxCents: 50,
      transactions: 2,
      avgOrderCents: 1000,
      itemsSold: 4,
    });
    expect(sales.byStore).toEqual([]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 1000, refundsCents: 0, netSalesCents: 1000 },
      { date: '2026-03-12', salesCents: 1000, refundsCents: 1000, netSalesCents: 0 },
    ]);
    expect(sales.paymentMethods).toEqual([
      { method: 'card', amountCents: 1200, count: 1 },
      { method: 'cash', amountCents: 1050, count: 1 },
      { method: 'voucher', amountCents: 0, count: 0 },
      { method: 'loyalty', amountCents: 0, count: 0 },
      { method: 'store_credit', amountCents: 0, count: 0 },
    ]);
    expect(sales.categorySales).toEqual([
      { categoryId: 'cat-a', name: 'Aardvarks', color: null, quantity: 0, weights: [], netSalesCents: 0 },
      { categoryId: 'cat-b', name: 'Bees', color: '#ca8a04', quantity: 3, weights: [], netSalesCents: 1000 },
    ]);
  });

  it('Products: quantity, revenue, cost (60 % of price when missing) and margin', async () => {
    const { products } = await report('products', '2026-03-10', '2026-03-12');
    expect(products).toEqual([
      {
        productId: 'a',
        name: 'Product a',
        sku: 'A',
        quantitySold: 2,
        soldBy: 'unit',
        revenueCents: 2000,
        costCents: 800,
        marginCents: 1200,
        marginPercent: 60,
      },
      {
        productId: 'b',
        name: 'Product b',
        sku: 'B',
        quantitySold: 1,
        soldBy: 'unit',
        revenueCents: 500,
        costCents: 300,
        marginCents: 200,
        marginPercent: 40,
      },
      {
        productId: 'c',
        name: 'Product c',
        sku: 'C',
        quantitySold: 2,
        soldBy: 'unit',
        revenueCents: 500,
        costCents: 300,
        marginCents: 200,
        marginPercent: 40,
      },
    ]);
  });

  it('reads whole months from the monthly rollup and the days around them from the daily one, with equal figures', async () => {
    const days = await report('products', '2026-03-10', '2026-03-12');
    expect(await report('products', '2026-03-01', '2026-03-31')).toEqual(days);
    expect(await report('products', '2026-02-15', '2026-04-15')).toEqual(days);
    expect((await report('finance', '2026-02-15', '2026-04-15')).taxBands).toEqual(
      (await report('finance', '2026-03-10', '2026-03-12')).taxBands,
    );
  });

  it('Staff: transactions, sales and average sale per seller', async () => {
    const { staff } = await report('staff', '2026-03-10', '2026-03-12');
    expect(staff).toEqual([
      {
        userId: 'user-cashier',
        name: 'Cal Cashier',
        role: 'cashier',
        transactions: 2,
        salesCents: 3000,
        averageSaleCents: 1500,
      },
      {
        userId: 'user-admin',
        name: 'Ada Admin',
        role: 'admin',
        transactions: 1,
        salesCents: 1000,
        averageSaleCents: 1000,
      },
      // Works at My Store and sold nothing.
      {
        userId: 'user-manager',
        name: 'Mo Manager',
        role: 'manager',
        transactions: 0,
        salesCents: 0,
        averageSaleCents: 0,
      },
    ]);
  });

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

  it.each([
    ['from=2026-03-12&to=2026-03-11', 'to'],
    ['from=2026-02-30&to=2026-03-11', 'from'],
    ['from=yesterday&to=2026-03-11', 'from'],
    ['to=2026-03-11', 'from'],
    ['from=2000-01-01&to=2026-03-11', 'from'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });
});

describe('reports by store and for the whole chain', () => {
  const secondStreet = {
    grossSalesCents: 2000,
    discountsCents: 0,
    refundsCents: 250,
    netSalesCents: 1750,
    taxCents: 200,
    transactions: 2,
    avgOrderCents: 1000,
    itemsSold: 5,
  };

  it("shows only another store's own figures when asked for it", async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12', 'store-2');
    expect(sales.summary).toEqual(secondStreet);
    expect(sales.byStore).toEqual([]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 1000, refundsCents: 0, netSalesCents: 1000 },
      { date: '2026-03-12', salesCents: 1000, refundsCents: 250, netSalesCents: 750 },
    ]);
    expect(sales.paymentMethods[0]).toEqual({ method: 'card', amountCents: 2200, count: 2 });
    expect(sales.paymentMethods[1]).toEqual({ method: 'cash', amountCents: 0, count: 0 });
    expect((await report('finance', '2026-03-10', '2026-03-12', 'store-2')).refunds).toEqual([
      expect.objectContaining({ number: 'REF-002', amountCents: 250, reason: 'Wilted', items: 1 }),
    ]);
    const { products } = await report('products', '2026-03-10', '2026-03-12', 'store-2');
    expect(products.map((p: { sku: string; quantitySold: number }) => [p.sku, p.quantitySold])).toEqual([
      ['A', 1],
      ['C', 3],
    ]);
  });

  it('adds up every store for all, with one row per store that sums to the chain', async () => {
    const sales = await report('sales', '2026-03-11', '2026-03-12', 'all');
    expect(sales.summary).toEqual({
      grossSalesCents: 4000,
      discountsCents: 0,
      refundsCents: 1250,
      netSalesCents: 2750,
      taxCents: 250,
      transactions: 4,
      avgOrderCents: 1000,
      itemsSold: 9,
    });
    expect(sales.byStore).toEqual([
      {
        storeId: 'store-1',
        name: 'My Store',
        transactions: 2,
        netSalesCents: 1000,
        refundsCents: 1000,
        averageSaleCents: 1000,
      },
      {
        storeId: 'store-2',
        name: 'Second Street',
        transactions: 2,
        netSalesCents: 1750,
        refundsCents: 250,
        averageSaleCents: 1000,
      },
    ]);
    const sum = (key: 'transactions' | 'netSalesCents' | 'refundsCents') =>
      sales.byStore.reduce((total: number, row: Record<typeof key, number>) => total + row[key], 0);
    expect([sum('transactions'), sum('netSalesCents'), sum('refundsCents')]).toEqual([
      sales.summary.transactions,
      sales.summary.netSalesCents,
      sales.summary.refundsCents,
    ]);
    expect(sales.daily).toEqual([
      { date: '2026-03-11', salesCents: 2000, refundsCents: 0, netSalesCents: 2000 },
      { date: '2026-03-12', salesCents: 2000, refundsCents: 1250, netSalesCents: 750 },
    ]);
    expect(sales.categorySales).toEqual([
      { categoryId: 'cat-a', name: 'Aardvarks', color: null, quantity: 1, weights: [], netSalesCents: 1000 },
      { categoryId: 'cat-b', name: 'Bees', color: '#ca8a04', quantity: 6, weights: [], netSalesCents: 1750 },
    ]);
  });

  it('sums the Staff, Finance and Inventory tabs over the chain', async () => {
    const { staff } = await report('staff', '2026-03-10', '2026-03-12', 'all');
    expect(staff.map((s: { userId: string; transactions: number; salesCents: number }) => s)).toEqual([
      expect.objectContaining({ userId: 'user-cashier', transactions: 3, salesCents: 4000 }),
      expect.objectContaining({ userId: 'user-admin', transactions: 2, salesCents: 2000 }),
      expect.objectContaining({ userId: 'user-manager', transactions: 0, salesCents: 0 }),
    ]);
    const finance = await report('finance', '2026-03-10', '2026-03-12', 'all');
    expect(finance.taxBands).toEqual([
      { rate: 20, taxableAmountCents: 3000, taxCollectedCents: 600 },
      { rate: 10, taxableAmountCents: 500, taxCollectedCents: 50 },
      { rate: 0, taxableAmountCents: 1250, taxCollectedCents: 0 },
    ]);
    expect(finance.refunds.map((r: { number: string }) => r.number)).toEqual(['REF-002', 'REF-001']);
    expect(finance.loyalty).toMatchObject({ enrolledCustomers: 1, activeCustomers: 1, pointsIssued: 10 });

    const stockOf = async (store: string) =>
      (await report('inventory', '2026-03-10', '2026-03-12', store)).items.map(
        (i: { sku: string; stock: number; status: string }) => [i.sku, i.stock, i.status],
      );
    expect(await stockOf('store-2')).toEqual([
      ['A', 4, 'low'],
      ['B', 0, 'low'],
      ['C', 7, 'good'],
    ]);
    expect(await stockOf('all')).toEqual([
      ['A', 12, 'good'],
      ['B', 2, 'low'],
      ['C', 25, 'good'],
    ]);
    expect((await report('inventory', '2026-03-10', '2026-03-12', 'all')).totalStockValueCents).toBe(
      12 * 400 + 2 * 300 + 25 * 150,
    );
  });

  it("follows the session's store when none is asked for", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: admin.id, pin: '1111' },
    });
    const second = sessionCookie(signIn.cookies);
    const moved = await app.inject({
      method: 'POST',
      url: '/api/session/store',
      headers: { cookie: second },
      payload: { storeId: 'store-2' },
    });
    expect(moved.statusCode).toBe(200);
    const response = await app.inject({
      method: 'GET',
      url: '/api/reports/sales?from=2026-03-11&to=2026-03-12',
      headers: { cookie: second },
    });
    expect(response.json().summary).toEqual(secondStreet);
  });

  it("refuses a store the member does not work at with 403, and 'all' covers only their stores", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: manager.id, pin: '2222' },
    });
    expect(signIn.statusCode).toBe(200);
    const managerCookie = sessionCookie(signIn.cookies);
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: { cookie: managerCookie } });
    const refused = await get('from=2026-03-11&to=2026-03-12&store=store-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You may not see that store's reports");
    const all = (await get('from=2026-03-11&to=2026-03-12&store=all')).json();
    expect(all.summary.transactions).toBe(2);
    expect(all.byStore.map((row: { storeId: string }) => row.storeId)).toEqual(['store-1']);

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/reports/inventory?from=2026-03-11&to=2026-03-12&store=store-9',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it.each([
    ['an empty store', 'store='],
    ['a store id of 101 characters', `store=${'x'.repeat(101)}`],
  ])('refuses %s with 400 naming store', async (_, query) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/sales?from=2026-03-11&to=2026-03-12&${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain('store');
  });
});

describe('report permissions', () => {
  it('closes reports to cashiers and opens only the inventory tab to the inventory role', async () => {
    const t = await buildTestApp();
    try {
      const range = 'from=2026-01-01&to=2026-01-31';
      const get = async (role: 'cashier' | 'inventory' | 'manager', tab: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/reports/${tab}?${range}`,
            headers: { cookie: await t.signInAs(role) },
          })
        ).statusCode;
      expect(await get('cashier', 'sales')).toBe(403);
      expect(await get('cashier', 'inventory')).toBe(403);
      expect(await get('inventory', 'inventory')).toBe(200);
      expect(await get('inventory', 'finance')).toBe(403);
      expect(await get('manager', 'finance')).toBe(200);
    } finally {
      await t.close();
    }
  });
});

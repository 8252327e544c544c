import { randomUUID } from 'node:crypto';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/database';
import type { Db } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { seedEmptyStore } from '../../setup/seed/seed';
import { refundSale } from '../../services/refund-service';
import { openShift } from '../../services/shift-service';
import { completeSale } from '../../services/complete-sale';
import { hashPin } from '../../lib/pin-hash';
import { addSecondStore } from '../../test/second-store';
import { createTestDatabase } from '../../test/test-database';

// A small chain whose report figures are worked out by hand in the period-report-*.test.ts files: My Store (store-1)
// and Second Street (store-2), both in New York (UTC-4 in March 2026).
export const admin = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' as const };
const cashier = { id: 'user-cashier', name: 'Cal Cashier', email: 'cal@example.com', role: 'cashier' as const };
export const manager = { id: 'user-manager', name: 'Mo Manager', email: 'mo@example.com', role: 'manager' as const };

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

export const sessionCookie = (cookies: { name: string; value: string }[]) =>
  `tillwise_session=${cookies.find((c) => c.name === 'tillwise_session')?.value}`;

/**
 * The chain on a database of its own, its sales and refunds of 10–12 March made, and the app signed in as its admin
 * at My Store (`cookie`). `firstSale` is S1, whose refund is REF-001.
 */
export async function buildReportChain() {
  const testDatabase = await createTestDatabase();
  const db: Db = testDatabase.db;
  const writer = new GroupCommit(db);

  async function sell(at: string, staff: Seller, input: SaleLines, store: 'store-1' | 'store-2' = 'store-1') {
    const tillId = store === 'store-1' ? 'till-1' : 'till-2';
    return completeSale(writer, db, store, { id: randomUUID(), tillId, ...input }, staff, new Date(at));
  }

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
  const firstSale = await sell('2026-03-11T03:59:00Z', cashier, {
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

  const app = await buildApp({ db, productName: 'Tillwise', dataDir: testDatabase.dataDir });
  const signIn = await app.inject({ method: 'POST', url: '/api/session', payload: { userId: admin.id, pin: '1111' } });
  const cookie = sessionCookie(signIn.cookies);

  /** A report tab over `from`..`to` (of `store` when given), asserted to answer 200. */
  const report = async (tab: string, from: string, to: string, store?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/${tab}?from=${from}&to=${to}${store === undefined ? '' : `&store=${store}`}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  async function close() {
    await app.close();
    await testDatabase.drop({ closed: true });
  }

  return { db, app, cookie, firstSale, report, close };
}

export type ReportChain = Awaited<ReturnType<typeof buildReportChain>>;

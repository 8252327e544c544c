import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database';
import type { Db } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { rebuildReportRollups, rollupTables } from '../../db/report-rollups';
import { seedEmptyStore } from '../../setup/seed/seed';
import { completeSale } from '../../services/complete-sale';
import { refundSale } from '../../services/refund-service';
import { openShift } from '../../services/shift-service';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';

// The rollups the sales, refunds and ledgers keep as they are written must equal what a rebuild computes from the
// lines, whatever the history: random sales in two stores (cash and card, with and without a customer, several tax
// rates, products with and without a cost) and partial or whole refunds of them, on later days and in either store.
let testDatabase: TestDatabase;
let db: Db;
let writer: GroupCommit;
const admin = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' as const };
const stores = ['store-1', 'store-2'] as const;
const tills = { 'store-1': 'till-1', 'store-2': 'till-2' } as const;
const products = [
  { id: 'a', price: 1000, cost: 400, tax: 2000 },
  { id: 'b', price: 505, cost: null, tax: 1000 },
  { id: 'c', price: 250, cost: null, tax: 0 },
  { id: 'd', price: 1999, cost: 1200, tax: 825 },
];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.db;
  writer = new GroupCommit(db);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2026-03-01T12:00:00Z'), { name: admin.name, email: admin.email, pin: '1111' });
  const at = '2026-03-01T00:00:00.000Z';
  await db
    .insertInto('store')
    .values({
      id: 'store-2',
      name: 'Second Street',
      type: 'garden_centre',
      address: '',
      city: '',
      state: '',
      zip: '',
      tax_rate_bps: 825,
      tax_name: 'Sales Tax',
      is_demo: 0,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('tills')
    .values({ id: 'till-2', name: 'Till 2', is_active: 1, created_at: at, store_id: 'store-2' })
    .execute();
  for (const store of stores) {
    const float = { id: randomUUID(), tillId: tills[store], count: { totalCents: 10_000 } };
    await openShift(writer, db, store, float, admin, new Date('2026-03-02T12:00:00Z'));
  }
  await db
    .insertInto('categories')
    .values({ id: 'cat', name: 'All', color: null, icon: 'Box', sort_order: 0 })
    .execute();
  await db
    .insertInto('products')
    .values(
      products.map((p) => ({
        id: p.id,
        name: `Product ${p.id}`,
        sku: p.id.toUpperCase(),
        barcode: null,
        price_cents: p.price,
        cost_cents: p.cost,
        tax_rate_bps: p.tax,
        category_id: 'cat',
        image: null,
        reorder_level: null,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('store_stock')
    .values(stores.flatMap((store) => products.map((p) => ({ store_id: store, product_id: p.id, quantity: 1000 }))))
    .execute();
  await db
    .insertInto('customers')
    .values(
      ['cust-1', 'cust-2'].map((id) => ({
        id,
        name: id,
        email: null,
        phone: null,
        address: null,
        notes: null,
        loyalty_points: 0,
        created_at: at,
      })),
    )
    .execute();
});

afterAll(async () => {
  await testDatabase.drop();
});

/** Every rollup's rows, in one order, with numbers as numbers (PostgreSQL sums come back as strings). */
async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const table of rollupTables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    tables[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([key, value]) => [key, typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value]),
        ),
      )
      .sort();
  }
  return tables;
}

const saleArbitrary = fc.record({
  kind: fc.constant('sale' as const),
  store: fc.constantFrom(...stores),
  day: fc.integer({ min: 0, max: 20 }),
  lines: fc.uniqueArray(
    fc.record({ product: fc.constantFrom(...products.map((p) => p.id)), quantity: fc.integer({ min: 1, max: 4 }) }),
    { minLength: 1, maxLength: 3, selector: (line) => line.product },
  ),
  customer: fc.constantFrom(null, 'cust-1', 'cust-2'),
  cash: fc.boolean(),
});
const refundArbitrary = fc.record({
  kind: fc.constant('refund' as const),
  store: fc.constantFrom(...stores),
  day: fc.integer({ min: 0, max: 20 }),
  sale: fc.nat(),
  whole: fc.boolean(),
});

let clock = Date.parse('2026-03-03T15:00:00Z');

describe('report rollups', () => {
  it('equal what a rebuild computes from the lines, for random histories of sales and refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(saleArbitrary, saleArbitrary, refundArbitrary), { maxLength: 8 }),
        async (ops) => {
          const sold: { store: string; id: string; lines: { id: string; quantity: number }[] }[] = [];
          for (const op of ops) {
            clock += 60_000;
            const now = new Date(clock + op.day * 86_400_000);
            if (op.kind === 'sale') {
              const total = op.lines.reduce((sum, line) => {
                const p = products.find((candidate) => candidate.id === line.product)!;
                return sum + p.price * line.quantity + Math.round((p.price * line.quantity * p.tax) / 10_000);
              }, 0);
              const sale = await completeSale(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  lines: op.lines.map((line) => ({ productId: line.product, quantity: line.quantity })),
                  customerId: op.customer,
                  payments: [
                    op.cash
                      ? { method: 'cash', amountCents: total, tenderedCents: total + 1000 }
                      : { method: 'card', amountCents: total },
                  ],
                  expectedTotalCents: total,
                },
                admin,
                now,
              );
              sold.push({
                store: op.store,
                id: sale.id,
                lines: sale.lines.map((l) => ({ id: l.id, quantity: l.quantity })),
              });
            } else if (sold.length > 0) {
              const sale = sold.splice(op.sale % sold.length, 1)[0]!;
              await refundSale(
                writer,
                db,
                op.store,
                {
                  id: randomUUID(),
                  tillId: tills[op.store],
                  saleId: sale.id,
                  lines: (op.whole ? sale.lines : sale.lines.slice(0, 1)).map((line) => ({
                    saleLineId: line.id,
                    quantity: op.whole ? line.quantity : 1,
                  })),
                  reason: 'Changed their mind',
                },
                admin,
                now,
              );
            }
          }
          const running = await snapshot();
          await rebuildReportRollups(db);
          expect(running).toEqual(await snapshot());
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

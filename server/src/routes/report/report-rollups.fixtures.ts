import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { paymentMethods } from '@tillwise/core/payment/tender';
import { chainPaymentSettingsSchema, defaultPaymentSettings } from '@tillwise/core/settings/payment-settings';
import { migrateToLatest } from '../../db/database';
import type { Db } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import { rollupTables } from '../../db/report-rollups';
import { savePreference } from '../../db/repositories/settings-repository';
import { seedEmptyStore } from '../../setup/seed/seed';
import { openShift } from '../../services/shift-service';
import { addSecondStore } from '../../test/second-store';
import { createTestDatabase } from '../../test/test-database';

// The two-store chain report-rollups.property.test.ts writes random histories into: store-1 rounds cash to $0.05,
// store-2 adds a city tax on everything and a levy on garden goods; unit and weighed goods, with and without a cost.
export const admin = { id: 'user-admin', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' as const };
export const stores = ['store-1', 'store-2'] as const;
export const tills = { 'store-1': 'till-1', 'store-2': 'till-2' } as const;
export const products = [
  { id: 'a', price: 1000, cost: 400, tax: 2000, category: 'cat', soldBy: null },
  { id: 'b', price: 505, cost: null, tax: 1000, category: 'cat', soldBy: null },
  { id: 'c', price: 250, cost: null, tax: 0, category: 'cat-garden', soldBy: null },
  { id: 'd', price: 1999, cost: 1200, tax: 825, category: 'cat-garden', soldBy: null },
  // Priced (and costed) per kg; a line's quantity is grams.
  { id: 'w', price: 899, cost: 333, tax: 500, category: 'cat-garden', soldBy: 'kg' },
  { id: 'x', price: 1249, cost: null, tax: 825, category: 'cat', soldBy: 'kg' },
] as const;
export const customers = ['cust-1', 'cust-2'] as const;

/** The chain on a database of its own: both stores' shifts open, every tender on, stocked, with two customers. */
export async function buildRollupChain() {
  const testDatabase = await createTestDatabase();
  const db: Db = testDatabase.db;
  const writer = new GroupCommit(db);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2026-03-01T12:00:00Z'), { name: admin.name, email: admin.email, pin: '1111' });
  const at = '2026-03-01T00:00:00.000Z';
  await db.updateTable('store').set({ cash_rounding_cents: 5 }).where('id', '=', 'store-1').execute();
  await addSecondStore(db, at, {
    additional_taxes_json: JSON.stringify([
      { name: 'City Tax', rate: 2.5, categoryIds: [] },
      { name: 'Garden Levy', rate: 1, categoryIds: ['cat-garden'] },
    ]),
  });
  // Every tender on, and returns without receipt to cash as well as store credit.
  await savePreference(
    db,
    'payments',
    chainPaymentSettingsSchema.parse({
      ...defaultPaymentSettings,
      enabledMethods: [...paymentMethods],
      noReceiptRefunds: 'store_credit_or_cash',
    }),
    at,
  );
  for (const store of stores) {
    const float = { id: randomUUID(), tillId: tills[store], count: { totalCents: 10_000 } };
    await openShift(writer, db, store, float, admin, new Date('2026-03-02T12:00:00Z'));
  }
  await db
    .insertInto('categories')
    .values([
      { id: 'cat', name: 'All', color: null, icon: 'Box', sort_order: 0 },
      { id: 'cat-garden', name: 'Garden', color: null, icon: 'Box', sort_order: 1 },
    ])
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
        category_id: p.category,
        image: null,
        reorder_level: null,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: at,
        updated_at: at,
        sold_by: p.soldBy ?? 'unit',
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
      customers.map((id) => ({
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
  return { testDatabase, db, writer };
}

/** Every rollup's rows, in one order, with numbers as numbers (PostgreSQL sums come back as strings). */
export async function snapshot(db: Db) {
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

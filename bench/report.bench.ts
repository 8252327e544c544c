// Report query time on a generated two-store chain with 1,000,000 order lines over two years: every tab's service
// call for a 30-day and a 365-day range ending on the last day, for one store and for the whole chain, and the
// dashboard. Target: ≤ 150 ms each on 2 cores. Also times rebuilding the rollups from the raw lines, and one
// line-level query (what a report without rollups would scan) for contrast. With BENCH_POSTGRES_URL set, the same
// data goes into a fresh PostgreSQL database too and the same calls are timed there, side by side.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { addDays } from '../core/src/report/business-date';
import { closeBus } from '../server/src/db/change-bus';
import { openDatabase, migrateToLatest } from '../server/src/db/database';
import type { Db, Executor } from '../server/src/db/database';
import { fastInsert } from '../server/src/db/fast-insert';
import { rebuildReportRollups } from '../server/src/db/report-rollups';
import type { Database } from '../server/src/db/schema';
import { seedEmptyStore } from '../server/src/setup/seed/seed';
import { createRandom } from '../server/src/setup/seed/random';
import {
  getFinanceReport,
  getInventoryReport,
  getProductsReport,
  getSalesReport,
  getStaffReport,
} from '../server/src/services/period-report-service';
import type { ReportScope } from '../server/src/services/period-report-service';
import { getDashboard } from '../server/src/services/report-service';
import { createTestDatabase } from '../server/src/test/test-database';
import { percentile, tempDataDir } from './support';

const targetLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const postgresUrl = process.env.BENCH_POSTGRES_URL || null;
const productCount = 2_000;
const staffCount = 8;
const customerCount = 5_000;
const days = 730;
const lastDay = '2026-11-21';
const methods = ['card', 'cash', 'voucher', 'loyalty'];
const secondStore = 'bench-store-2';
const ordersPerChunk = 2_000;

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** The chain's products, staff, customers, second store and its stock: the same on both databases. */
function referenceData(firstStore: string) {
  const random = createRandom(11);
  const now = '2024-11-01T00:00:00.000Z';
  const categories: Rows<'categories'> = Array.from({ length: 6 }, (_, c) => ({
    id: `c${c}`,
    name: c === 0 ? 'Plants' : `Category ${c}`,
    color: null,
    icon: 'Box',
    sort_order: c,
  }));
  const products = Array.from({ length: productCount }, (_, i) => ({
    id: `p${i}`,
    price: random.int(99, 9_999),
    cost: i % 3 === 0 ? null : random.int(50, 5_000),
    tax: [2000, 2000, 1000, 0][i % 4] ?? 2000,
  }));
  const productRows: Rows<'products'> = products.map((p, i) => ({
    id: p.id,
    name: `Product ${i}`,
    sku: `SKU-${i}`,
    barcode: null,
    price_cents: p.price,
    cost_cents: p.cost,
    tax_rate_bps: p.tax,
    category_id: `c${i % 6}`,
    image: null,
    reorder_level: random.int(1, 10),
    description: '',
    supplier: '',
    is_active: 1,
    created_at: now,
    updated_at: now,
  }));
  const stock: Rows<'store_stock'> = [firstStore, secondStore].flatMap((store) =>
    products.map((p) => ({ store_id: store, product_id: p.id, quantity: random.int(0, 80) })),
  );
  const users: Rows<'users'> = Array.from({ length: staffCount }, (_, u) => ({
    id: `u${u}`,
    name: `Staff ${u}`,
    email: `staff${u}@example.com`,
    role: u % 4 === 0 ? 'manager' : 'cashier',
    pin_hash: 'x',
    created_at: now,
  }));
  // The first half of the staff work in the first store, the rest in the second.
  const storeOfUser = (u: number) => (u < staffCount / 2 ? firstStore : secondStore);
  const storeStaff: Rows<'store_staff'> = users.map((_, u) => ({ store_id: storeOfUser(u), user_id: `u${u}` }));
  const customers: Rows<'customers'> = Array.from({ length: customerCount }, (_, c) => ({
    id: `cu${c}`,
    name: `Customer ${c}`,
    email: null,
    phone: null,
    address: null,
    notes: null,
    loyalty_points: random.int(0, 400),
    created_at: now,
  }));
  const store: Insertable<Database['store']> = {
    id: secondStore,
    name: 'Second Store',
    type: 'garden_centre',
    address: '',
    city: '',
    state: '',
    zip: '',
    tax_rate_bps: 825,
    tax_name: 'Sales Tax',
    is_demo: 0,
    created_at: '2024-11-02T00:00:00.000Z',
  };
  const till: Insertable<Database['tills']> = {
    id: 'bench-till-2',
    name: 'Second Store Till 1',
    is_active: 1,
    created_at: now,
    store_id: secondStore,
  };
  return { products, store, till, categories, productRows, stock, users, storeStaff, customers };
}

/**
 * The sales, a chunk of orders at a time with their lines and payments: three in five in the first store, the
 * rest in the second, each sold by that store's staff. Deterministic, so both databases get the same rows.
 */
function* salesChunks(firstStore: string, products: ReturnType<typeof referenceData>['products']) {
  const random = createRandom(12);
  const firstDay = addDays(lastDay, -(days - 1));
  const half = staffCount / 2;
  let lines = 0;
  let order = 0;
  while (lines < targetLines) {
    const orders: Rows<'orders'> = [];
    const orderLines: Rows<'order_lines'> = [];
    const payments: Rows<'payments'> = [];
    for (let batch = 0; batch < ordersPerChunk && lines < targetLines; batch += 1) {
      const date = addDays(firstDay, Math.floor((order * days) / (targetLines / 3)) % days);
      const at = `${date}T12:00:00.000Z`;
      const id = `o${order}`;
      const inFirst = order % 5 < 3;
      let subtotal = 0;
      let tax = 0;
      let items = 0;
      for (let position = 0; position < 3; position += 1) {
        const p = products[random.int(0, productCount - 1)] ?? products[0];
        if (!p) throw new Error('no products');
        const quantity = random.int(1, 3);
        const lineTax = Math.round((p.price * quantity * p.tax) / 10_000);
        subtotal += p.price * quantity;
        tax += lineTax;
        items += quantity;
        orderLines.push({
          id: `${id}-${position}`,
          order_id: id,
          position,
          product_id: p.id,
          name: 'x',
          sku: 'x',
          unit_price_cents: p.price,
          unit_cost_cents: p.cost,
          quantity,
          discount_cents: 0,
          tax_rate_bps: p.tax,
          tax_cents: lineTax,
          total_cents: p.price * quantity + lineTax,
        });
        lines += 1;
      }
      const customer = order % 3 === 0 ? `cu${order % customerCount}` : null;
      orders.push({
        id,
        number: `ORD-${order}`,
        status: 'completed',
        customer_id: customer,
        user_id: `u${(order % half) + (inFirst ? 0 : half)}`,
        subtotal_cents: subtotal,
        discount_cents: 0,
        tax_cents: tax,
        total_cents: subtotal + tax,
        item_count: items,
        refunded_cents: 0,
        loyalty_earned: customer ? Math.floor((subtotal + tax) / 100) : 0,
        loyalty_redeemed: 0,
        created_at: at,
        completed_at: at,
        business_date: date,
        store_id: inFirst ? firstStore : secondStore,
        till_id: inFirst ? null : 'bench-till-2',
      });
      payments.push({
        id: `${id}-pay`,
        order_id: id,
        method: methods[order % 4 === 3 ? 1 : 0] ?? 'card',
        status: 'completed',
        amount_cents: subtotal + tax,
        change_cents: 0,
        created_at: at,
      });
      order += 1;
    }
    yield { orders, orderLines, payments, totals: { orders: order, lines } };
  }
}

/** Rows in statements of at most 30,000 values: SQLite takes 32,766 a statement, PostgreSQL 65,535. */
async function insertAll<T extends keyof Database & string>(db: Executor, table: T, rows: Rows<T>) {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.floor(30_000 / Object.keys(first).length);
  for (let start = 0; start < rows.length; start += perStatement)
    await fastInsert(db, table, rows.slice(start, start + perStatement));
}

async function firstStoreOf(db: Db) {
  const store = await db.selectFrom('store').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  return store.id;
}

async function insertReferenceData(db: Db, firstStore: string) {
  const data = referenceData(firstStore);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('store').values(data.store).execute();
    await trx.insertInto('tills').values(data.till).execute();
    await trx.updateTable('tills').set({ store_id: firstStore }).where('store_id', 'is', null).execute();
    await insertAll(trx, 'categories', data.categories);
    await insertAll(trx, 'products', data.productRows);
    await insertAll(trx, 'store_stock', data.stock);
    await insertAll(trx, 'users', data.users);
    await insertAll(trx, 'store_staff', data.storeStaff);
    await insertAll(trx, 'customers', data.customers);
  });
  return data.products;
}

/** SQLite: the sales through plain prepared statements, one transaction a chunk (the fastest way in). */
function loadSalesIntoSqlite(file: string, firstStore: string, products: ReturnType<typeof referenceData>['products']) {
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const insert = (table: string, row: Record<string, unknown>) => {
    let statement = statements.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = raw.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(table, statement);
    }
    statement.run(row);
  };
  let totals = { orders: 0, lines: 0 };
  for (const chunk of salesChunks(firstStore, products)) {
    raw.transaction(() => {
      for (const row of chunk.orders) insert('orders', row);
      for (const row of chunk.orderLines) insert('order_lines', row);
      for (const row of chunk.payments) insert('payments', row);
    })();
    totals = chunk.totals;
  }
  raw.close();
  return totals;
}

/** PostgreSQL: the same sales as multi-row inserts, one transaction a chunk. */
async function loadSalesIntoPostgres(
  db: Db,
  firstStore: string,
  products: ReturnType<typeof referenceData>['products'],
) {
  let totals = { orders: 0, lines: 0 };
  for (const chunk of salesChunks(firstStore, products)) {
    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'orders', chunk.orders);
      await insertAll(trx, 'order_lines', chunk.orderLines);
      await insertAll(trx, 'payments', chunk.payments);
    });
    totals = chunk.totals;
  }
  return totals;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

interface Timing {
  /** The first call, on a database just opened and loaded (its caches hold what the load left). */
  cold: number;
  p50: number;
  p95: number;
}

/** Every timed call, by label: the first (cold) and 12 runs after it (warm). */
async function timeReports(db: Db): Promise<Map<string, Timing>> {
  const firstStore = await firstStoreOf(db);
  const storeNames = await db.selectFrom('store').select(['id', 'name']).orderBy('created_at').execute();
  const scopes: Record<string, ReportScope> = {
    'one store': { stores: storeNames.filter((s) => s.id === firstStore), wholeChain: false },
    'all stores': { stores: storeNames, wholeChain: true },
  };
  const tabs = {
    sales: getSalesReport,
    products: getProductsReport,
    staff: getStaffReport,
    inventory: (target: Db, scope: ReportScope) => getInventoryReport(target, scope),
    finance: getFinanceReport,
  };
  const results = new Map<string, Timing>();
  const time = async (label: string, call: () => Promise<unknown>) => {
    const t0 = performance.now();
    await call();
    const cold = performance.now() - t0;
    const durations: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const t0 = performance.now();
      await call();
      durations.push(performance.now() - t0);
    }
    results.set(label, { cold, p50: percentile(durations, 50), p95: percentile(durations, 95) });
  };
  for (const [scopeName, scope] of Object.entries(scopes))
    for (const span of [30, 365]) {
      const range = { from: addDays(lastDay, -(span - 1)), to: lastDay };
      for (const [tab, report] of Object.entries(tabs))
        await time(`${tab} · ${span} days · ${scopeName}`, () => report(db, scope, range));
    }
  await time('dashboard · one store', () => getDashboard(db, firstStore, new Date(`${lastDay}T18:00:00Z`)));
  const range = { from: addDays(lastDay, -364), to: lastDay };
  const t0 = performance.now();
  await sql`select l.product_id, sum(l.quantity), sum(l.total_cents - l.tax_cents) from order_lines l
    join orders o on o.id = l.order_id where o.business_date between ${range.from} and ${range.to}
    group by l.product_id`.execute(db);
  const contrast = performance.now() - t0;
  results.set('contrast: products from the lines · 365 days', { cold: contrast, p50: contrast, p95: contrast });
  return results;
}

async function onSqlite() {
  const data = tempDataDir('report');
  const db = openDatabase(data.dir);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2024-11-01T00:00:00Z'), {
    name: 'Admin',
    email: 'admin@example.com',
    pin: '1111',
  });
  const firstStore = await firstStoreOf(db);
  let started = performance.now();
  const products = await insertReferenceData(db, firstStore);
  const { orders, lines } = loadSalesIntoSqlite(path.join(data.dir, 'tillwise.db'), firstStore, products);
  console.log(
    `SQLite: ${lines} order lines in ${orders} orders over ${days} days, 2 stores, loaded in ${seconds(started)}`,
  );
  started = performance.now();
  await rebuildReportRollups(db);
  console.log(`SQLite: rollups rebuilt from the lines in ${seconds(started)}`);
  const timings = await timeReports(db);
  await db.destroy();
  if (process.env.BENCH_KEEP) console.log(`kept ${data.dir}`);
  else data.cleanup();
  return timings;
}

async function onPostgres(url: string) {
  const database = await createTestDatabase(url);
  const { db } = database;
  try {
    await migrateToLatest(db);
    await seedEmptyStore(db, new Date('2024-11-01T00:00:00Z'), {
      name: 'Admin',
      email: 'admin@example.com',
      pin: '1111',
    });
    const firstStore = await firstStoreOf(db);
    let started = performance.now();
    const products = await insertReferenceData(db, firstStore);
    const { orders, lines } = await loadSalesIntoPostgres(db, firstStore, products);
    console.log(`PostgreSQL: ${lines} order lines in ${orders} orders loaded in ${seconds(started)}`);
    started = performance.now();
    await rebuildReportRollups(db);
    // What autovacuum would do soon after a load this size; without it the planner guesses at the tables' sizes.
    await sql`analyze`.execute(db);
    console.log(`PostgreSQL: rollups rebuilt from the lines (and analyzed) in ${seconds(started)}`);
    return await timeReports(db);
  } finally {
    // The settings' change bus listens on a connection of its own, which the drop would cut from under it.
    await closeBus(db);
    await database.drop();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(1)} ms`);
const columns = (timing: Timing | undefined) =>
  `${ms(timing?.cold).padStart(9)} ${ms(timing?.p50).padStart(9)} ${ms(timing?.p95).padStart(9)}`;

/** One table: SQLite's cold run, warm p50 and p95, and PostgreSQL's beside them when it was measured. */
function printTable(sqlite: Map<string, Timing>, postgres: Map<string, Timing> | null) {
  const heads = (name: string) => `${`${name} cold`.padStart(9)} ${'warm p50'.padStart(9)} ${'p95'.padStart(9)}`;
  console.log(`\n${'call'.padEnd(44)} ${heads('SQLite')}` + (postgres ? `  ${heads('PG')}` : ''));
  for (const [label, timing] of sqlite) {
    console.log(`${label.padEnd(44)} ${columns(timing)}` + (postgres ? `  ${columns(postgres.get(label))}` : ''));
  }
}

export async function run() {
  const sqlite = await onSqlite();
  // Printed now too: PostgreSQL's load takes minutes, and what SQLite measured should not wait on it.
  printTable(sqlite, null);
  if (!postgresUrl) return;
  printTable(sqlite, await onPostgres(postgresUrl));
}

// Report query time on a generated two-store chain with 1,000,000 order lines over two years: every tab's service
// call for a 30-day and a 365-day range ending on the last day, for one store and for the whole chain, and the
// dashboard. Target: ≤ 150 ms p95 each on 2 cores. Beside the sales, what a chain's history holds: refunds of one
// sale in 50, a return without receipt (cash or store credit) in 150, gift cards sold and spent, store credit spent,
// a city tax on every line of the second store (lines with two taxes), and a closed shift a till a day with its voids.
// Also times rebuilding the rollups from them, and one line-level query (what a report without rollups would scan)
// for contrast. The same rows then go into PostgreSQL with fsync on, in a cluster the benchmark starts itself (or at
// BENCH_POSTGRES_URL), and the same calls are timed there, printed side by side.
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
import { getFinanceReport } from '../server/src/services/finance-report-service';
import { getInventoryReport } from '../server/src/services/inventory-report-service';
import type { ReportScope } from '../server/src/services/period-report-service';
import { getProductsReport } from '../server/src/services/product-report-service';
import { getSalesReport } from '../server/src/services/sales-report-service';
import { getStaffReport } from '../server/src/services/staff-report-service';
import { getDashboard } from '../server/src/services/report-service';
import { createTestDatabase } from '../server/src/test/test-database';
import { startBenchPostgres } from './postgres-cluster';
import { percentile, tempDataDir } from './support';

const targetLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const productCount = 2_000;
const staffCount = 8;
const customerCount = 5_000;
const days = 730;
const lastDay = '2026-11-21';
const methods = ['card', 'cash', 'voucher', 'loyalty'];
const secondStore = 'bench-store-2';
const ordersPerChunk = 2_000;
/** The second store's tax beside its main one, on every line. */
const cityTax = { name: 'City Tax', rate: 2.5 };

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
    additional_taxes_json: JSON.stringify([{ name: cityTax.name, rate: cityTax.rate, categoryIds: [] }]),
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

/** The tables a chunk of the history fills, in the order they are inserted (each row before those that name it). */
const historyTables = [
  'orders',
  'order_lines',
  'payments',
  'gift_cards',
  'gift_card_ledger',
  'store_credit_ledger',
  'refunds',
  'refund_lines',
  'refund_tenders',
  'returns',
  'return_lines',
] as const;
type History = { [T in (typeof historyTables)[number]]: Rows<T> };

/**
 * The sales, a chunk of orders at a time with their lines and payments, and what followed them: three in five in
 * the first store, the rest in the second, each sold by that store's staff. One sale in 97 also sells a $25.00 gift
 * card, which a sale 45 later spends; one customer's sale in 71 is paid partly with store credit; one sale in 50 has
 * its first line refunded within a week; one in 150 comes with a return without receipt of another product, to
 * store credit when the sale has a customer and to cash otherwise. Deterministic, so both databases get the same rows.
 */
function* salesChunks(
  stores: { first: string; firstTill: string },
  products: ReturnType<typeof referenceData>['products'],
) {
  const random = createRandom(12);
  const firstDay = addDays(lastDay, -(days - 1));
  const half = staffCount / 2;
  let lines = 0;
  let order = 0;
  while (lines < targetLines) {
    const chunk: History = Object.fromEntries(historyTables.map((table) => [table, []])) as unknown as History;
    for (let batch = 0; batch < ordersPerChunk && lines < targetLines; batch += 1) {
      const date = addDays(firstDay, Math.floor((order * days) / (targetLines / 3)) % days);
      const at = `${date}T12:00:00.000Z`;
      const id = `o${order}`;
      const inFirst = order % 5 < 3;
      const store = inFirst ? stores.first : secondStore;
      const till = inFirst ? stores.firstTill : 'bench-till-2';
      const user = `u${(order % half) + (inFirst ? 0 : half)}`;
      const pick = () => products[random.int(0, productCount - 1)] ?? products[0]!;
      /** A line's taxes: its main one, and in the second store the city tax beside it. */
      const taxed = (p: (typeof products)[number], quantity: number) => {
        const main = Math.round((p.price * quantity * p.tax) / 10_000);
        if (inFirst) return { tax: main, json: null };
        const city = Math.round((p.price * quantity * cityTax.rate) / 100);
        const json = JSON.stringify([
          { name: 'Sales Tax', rate: p.tax / 100, taxCents: main },
          { ...cityTax, taxCents: city },
        ]);
        return { tax: main + city, json };
      };
      let subtotal = 0;
      let tax = 0;
      let items = 0;
      const first = chunk.order_lines.length;
      for (let position = 0; position < 3; position += 1) {
        const p = pick();
        const quantity = random.int(1, 3);
        const lineTax = taxed(p, quantity);
        subtotal += p.price * quantity;
        tax += lineTax.tax;
        items += quantity;
        chunk.order_lines.push({
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
          tax_cents: lineTax.tax,
          total_cents: p.price * quantity + lineTax.tax,
          taxes_json: lineTax.json,
        });
        lines += 1;
      }
      const customer = order % 3 === 0 ? `cu${order % customerCount}` : null;
      const total = subtotal + tax;
      const giftCardSold = order % 97 === 5 ? 2_500 : 0;
      const payments: Rows<'payments'> = [];
      const pay = (method: string, amount: number, reference: string | null = null) =>
        payments.push({
          id: `${id}-pay${payments.length}`,
          order_id: id,
          method,
          status: 'completed',
          amount_cents: amount,
          change_cents: 0,
          reference,
          created_at: at,
        });
      const ledgerEntry = { store_id: store, user_id: user, business_date: date, created_at: at };
      if (giftCardSold > 0) {
        chunk.gift_cards.push({
          id: `gc${order}`,
          code: `GC${order}`,
          balance_cents: giftCardSold,
          issued_at: at,
          issued_store_id: store,
          last_used_at: null,
        });
        chunk.gift_card_ledger.push({
          ...ledgerEntry,
          id: `gcl${order}`,
          gift_card_id: `gc${order}`,
          kind: 'issue',
          amount_cents: giftCardSold,
          balance_after_cents: giftCardSold,
          order_id: id,
          refund_id: null,
        });
      }
      let due = total + giftCardSold;
      if (order % 97 === 50) {
        const spent = Math.min(due, 2_500);
        pay('voucher', spent, `GC${order - 45}`);
        chunk.gift_card_ledger.push({
          ...ledgerEntry,
          id: `gcl${order}`,
          gift_card_id: `gc${order - 45}`,
          kind: 'redeem',
          amount_cents: -spent,
          balance_after_cents: 2_500 - spent,
          order_id: id,
          refund_id: null,
        });
        due -= spent;
      } else if (customer && order % 213 === 3) {
        const spent = Math.min(due, 1_500);
        pay('store_credit', spent);
        chunk.store_credit_ledger.push({
          ...ledgerEntry,
          id: `scl${order}`,
          customer_id: customer,
          kind: 'redeem',
          amount_cents: -spent,
          balance_after_cents: 0,
          order_id: id,
          refund_id: null,
          reason: '',
        });
        due -= spent;
      }
      if (due > 0) pay(methods[order % 4 === 3 ? 1 : 0] ?? 'card', due);
      chunk.payments.push(...payments);

      let refundedCents = 0;
      if (order % 50 === 1 && payments.length === 1) {
        const line = chunk.order_lines[first]!;
        const refundId = `r${order}`;
        const refundDate = [addDays(date, order % 7), lastDay].sort()[0]!;
        refundedCents = line.total_cents;
        chunk.refunds.push({
          id: refundId,
          number: `REF-${order}`,
          order_id: id,
          user_id: user,
          reason: 'Damaged',
          subtotal_cents: line.total_cents - line.tax_cents,
          discount_cents: 0,
          tax_cents: line.tax_cents,
          amount_cents: line.total_cents,
          loyalty_reversed: 0,
          created_at: `${refundDate}T15:00:00.000Z`,
          business_date: refundDate,
          till_id: till,
          shift_id: null,
          store_id: store,
        });
        chunk.refund_lines.push({
          id: `${refundId}-0`,
          refund_id: refundId,
          order_line_id: line.id!,
          quantity: line.quantity,
          tax_cents: line.tax_cents,
          amount_cents: line.total_cents,
        });
        chunk.refund_tenders.push({
          id: `${refundId}-t`,
          refund_id: refundId,
          payment_id: payments[0]!.id,
          method: payments[0]!.method,
          amount_cents: line.total_cents,
          reference: null,
        });
      }
      if (order % 150 === 3 || order % 150 === 76) {
        const p = pick();
        const returnTax = taxed(p, 1);
        const returnId = `rt${order}`;
        const amount = p.price + returnTax.tax;
        const toCredit = customer !== null;
        chunk.returns.push({
          id: returnId,
          number: `RET-${order}`,
          store_id: store,
          till_id: till,
          shift_id: null,
          user_id: user,
          approved_by: null,
          customer_id: customer,
          tender: toCredit ? 'store_credit' : 'cash',
          reason: 'No receipt',
          subtotal_cents: p.price,
          tax_cents: returnTax.tax,
          amount_cents: amount,
          created_at: at,
          business_date: date,
        });
        chunk.return_lines.push({
          id: `${returnId}-0`,
          return_id: returnId,
          product_id: p.id,
          name: 'x',
          sku: 'x',
          quantity: 1,
          unit_price_cents: p.price,
          tax_rate_bps: p.tax,
          taxes_json: returnTax.json,
          tax_cents: returnTax.tax,
          amount_cents: amount,
          sold_by: null,
          unit_cost_cents: p.cost,
        });
        if (customer) {
          chunk.store_credit_ledger.push({
            ...ledgerEntry,
            id: `scl${returnId}`,
            customer_id: customer,
            kind: 'refund',
            amount_cents: amount,
            balance_after_cents: amount,
            order_id: null,
            refund_id: returnId,
            reason: 'Return without receipt',
          });
        }
      }
      chunk.orders.push({
        id,
        number: `ORD-${order}`,
        status: refundedCents > 0 ? 'partially_refunded' : 'completed',
        customer_id: customer,
        user_id: user,
        subtotal_cents: subtotal,
        discount_cents: 0,
        tax_cents: tax,
        total_cents: total,
        item_count: items,
        refunded_cents: refundedCents,
        loyalty_earned: customer ? Math.floor(total / 100) : 0,
        loyalty_redeemed: 0,
        created_at: at,
        completed_at: at,
        business_date: date,
        store_id: store,
        till_id: inFirst ? null : 'bench-till-2',
        gift_cards_cents: giftCardSold,
      });
      order += 1;
    }
    yield { chunk, totals: { orders: order, lines } };
  }
}

/** A shift a till a day, opened and closed by the store's staff, a few cents over or short, with two voids. */
function shiftRows(stores: { first: string; firstTill: string }) {
  const random = createRandom(13);
  const shifts: Rows<'shifts'> = [];
  const voids: Rows<'voids'> = [];
  const tills = [
    { id: stores.firstTill, staff: 0 },
    { id: 'bench-till-2', staff: staffCount / 2 },
  ];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(lastDay, -day);
    for (const till of tills) {
      const id = `sh-${till.id}-${date}`;
      const user = `u${till.staff + (day % (staffCount / 2))}`;
      const expected = random.int(20_000, 150_000);
      const overShort = random.int(-800, 300);
      shifts.push({
        id,
        till_id: till.id,
        status: 'closed',
        business_date: date,
        opened_by: user,
        opened_at: `${date}T08:00:00.000Z`,
        opening_float_cents: 20_000,
        opening_counts: null,
        counted_by: user,
        counted_at: `${date}T20:00:00.000Z`,
        counted_cents: expected + overShort,
        counted_counts: null,
        first_counted_cents: expected + overShort,
        recounted_by: null,
        expected_cents: expected,
        over_short_cents: overShort,
        reason: null,
        float_left_cents: 20_000,
        closed_by: user,
        closed_at: `${date}T20:05:00.000Z`,
        needs_review: Math.abs(overShort) > 500 ? 1 : 0,
        approved_by: null,
        approved_at: null,
      });
      for (let v = 0; v < 2; v += 1) {
        voids.push({
          id: `${id}-v${v}`,
          till_id: till.id,
          shift_id: id,
          order_id: null,
          user_id: user,
          item_count: random.int(1, 4),
          amount_cents: random.int(100, 5_000),
          created_at: `${date}T1${v + 1}:00:00.000Z`,
        });
      }
    }
  }
  return { shifts, voids };
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

async function insertReferenceData(db: Db, first: string) {
  const data = referenceData(first);
  const firstTill = await db.selectFrom('tills').select('id').where('store_id', '=', first).executeTakeFirstOrThrow();
  const stores = { first, firstTill: firstTill.id };
  const { shifts, voids } = shiftRows(stores);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('store').values(data.store).execute();
    await trx.insertInto('tills').values(data.till).execute();
    await trx.updateTable('tills').set({ store_id: first }).where('store_id', 'is', null).execute();
    await insertAll(trx, 'categories', data.categories);
    await insertAll(trx, 'products', data.productRows);
    await insertAll(trx, 'store_stock', data.stock);
    await insertAll(trx, 'users', data.users);
    await insertAll(trx, 'store_staff', data.storeStaff);
    await insertAll(trx, 'customers', data.customers);
    await insertAll(trx, 'shifts', shifts);
    await insertAll(trx, 'voids', voids);
  });
  return { products: data.products, stores };
}

/** SQLite: the sales through plain prepared statements, one transaction a chunk (the fastest way in). */
function loadSalesIntoSqlite(
  file: string,
  stores: { first: string; firstTill: string },
  products: ReturnType<typeof referenceData>['products'],
) {
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
  for (const { chunk, totals: sofar } of salesChunks(stores, products)) {
    raw.transaction(() => {
      for (const table of historyTables) for (const row of chunk[table]) insert(table, row);
    })();
    totals = sofar;
  }
  raw.close();
  return totals;
}

/** PostgreSQL: the same sales as multi-row inserts, one transaction a chunk. */
async function loadSalesIntoPostgres(
  db: Db,
  stores: { first: string; firstTill: string },
  products: ReturnType<typeof referenceData>['products'],
) {
  let totals = { orders: 0, lines: 0 };
  for (const { chunk, totals: sofar } of salesChunks(stores, products)) {
    await db.transaction().execute(async (trx) => {
      for (const table of historyTables) await insertAll(trx, table, chunk[table]);
    });
    totals = sofar;
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
  let started = performance.now();
  const { products, stores } = await insertReferenceData(db, await firstStoreOf(db));
  const { orders, lines } = loadSalesIntoSqlite(path.join(data.dir, 'tillwise.db'), stores, products);
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
    let started = performance.now();
    const { products, stores } = await insertReferenceData(db, await firstStoreOf(db));
    const { orders, lines } = await loadSalesIntoPostgres(db, stores, products);
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

const target = 150;
const ms = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(1)} ms`);
const columns = (timing: Timing | undefined) =>
  `${ms(timing?.cold).padStart(10)} ${ms(timing?.p50).padStart(10)} ${ms(timing?.p95).padStart(10)}`;
const heads = (name: string) => `${`${name} cold`.padStart(10)} ${'warm p50'.padStart(10)} ${'p95'.padStart(10)}`;
const contrast = (label: string) => label.startsWith('contrast');

/** The calls whose warm p95 is over the target (the contrast query is not a report and is left out). */
const over = (timings: Map<string, Timing>) =>
  [...timings].filter(([label, timing]) => !contrast(label) && timing.p95 > target).map(([label]) => label);

/** One table: each call's SQLite cold run, warm p50 and p95, and PostgreSQL's beside them when it was measured. */
function printTable(sqlite: Map<string, Timing>, postgres: Map<string, Timing> | null) {
  console.log(`\n${'call'.padEnd(46)} ${heads('SQLite')}` + (postgres ? `   ${heads('PostgreSQL')}` : ''));
  for (const [label, timing] of sqlite) {
    const late = timing.p95 > target || (postgres?.get(label)?.p95 ?? 0) > target;
    const mark = contrast(label) ? ' ' : late ? '✗' : '✓';
    console.log(
      `${mark} ${label.padEnd(44)} ${columns(timing)}` + (postgres ? `   ${columns(postgres.get(label))}` : ''),
    );
  }
  for (const [name, timings] of [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!timings) continue;
    const late = over(timings);
    console.log(
      `${name}: ${late.length === 0 ? `every call ≤ ${target} ms p95` : `over ${target} ms p95: ${late.join('; ')}`}`,
    );
  }
}

export async function run() {
  const sqlite = await onSqlite();
  // Printed now too: PostgreSQL's load takes minutes, and what SQLite measured should not wait on it.
  printTable(sqlite, null);
  // PostgreSQL as a store runs it (fsync on): a cluster of the benchmark's own, or BENCH_POSTGRES_URL's.
  const given = process.env.BENCH_POSTGRES_URL || null;
  const cluster = given ? null : await startBenchPostgres();
  const url = given ?? cluster?.url ?? null;
  if (!url) {
    console.log('PostgreSQL: not installed here, skipped');
    return;
  }
  try {
    printTable(sqlite, await onPostgres(url));
  } finally {
    await cluster?.stop();
  }
}

// Report query time on a generated store with 1,000,000 order lines over two years: every tab's service call for a
// 30-day and a 365-day range ending on the last day. Target: ≤ 150 ms each on 2 cores. Also times rebuilding the
// rollups from the raw lines, and one line-level query (what a report without rollups would scan) for contrast.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { addDays } from '../core/src/report/business-date';
import { openDatabase, migrateToLatest } from '../server/src/db/database';
import { rebuildReportRollups } from '../server/src/db/report-rollups';
import { seedEmptyStore } from '../server/src/db/seed/seed';
import { createRandom } from '../server/src/db/seed/random';
import {
  getFinanceReport,
  getInventoryReport,
  getProductsReport,
  getSalesReport,
  getStaffReport,
} from '../server/src/services/period-report-service';
import { percentile, tempDataDir } from './support';

const targetLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const productCount = 2_000;
const staffCount = 8;
const customerCount = 5_000;
const days = 730;
const lastDay = '2026-11-21';
const methods = ['card', 'cash', 'voucher', 'loyalty'];

function generate(file: string) {
  const random = createRandom(11);
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  const now = '2024-11-01T00:00:00.000Z';
  raw
    .prepare(`insert into categories (id, name, color, icon, sort_order) values (?, ?, null, 'Box', ?)`)
    .run('c0', 'Plants', 0);
  for (let c = 1; c < 6; c += 1)
    raw
      .prepare(`insert into categories (id, name, color, icon, sort_order) values (?, ?, null, 'Box', ?)`)
      .run(`c${c}`, `Category ${c}`, c);
  const insertProduct =
    raw.prepare(`insert into products (id, name, sku, barcode, price_cents, cost_cents, tax_rate_bps,
    category_id, image, stock, reorder_level, description, supplier, is_active, created_at, updated_at)
    values (?, ?, ?, null, ?, ?, ?, ?, null, ?, ?, '', '', 1, ?, ?)`);
  const insertUser = raw.prepare(
    `insert into users (id, name, email, role, pin_hash, created_at) values (?, ?, ?, ?, 'x', ?)`,
  );
  const insertCustomer = raw.prepare(
    `insert into customers (id, name, loyalty_points, created_at) values (?, ?, ?, ?)`,
  );
  const insertOrder = raw.prepare(`insert into orders (id, number, status, customer_id, user_id, subtotal_cents,
    discount_cents, tax_cents, total_cents, item_count, refunded_cents, loyalty_earned, loyalty_redeemed, created_at,
    completed_at, business_date) values (?, ?, 'completed', ?, ?, ?, 0, ?, ?, ?, 0, ?, 0, ?, ?, ?)`);
  const insertLine = raw.prepare(`insert into order_lines (id, order_id, position, product_id, name, sku,
    unit_price_cents, unit_cost_cents, quantity, discount_cents, tax_rate_bps, tax_cents, total_cents)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`);
  const insertPayment = raw.prepare(`insert into payments (id, order_id, method, status, amount_cents, change_cents,
    created_at) values (?, ?, ?, 'completed', ?, 0, ?)`);
  const products = Array.from({ length: productCount }, (_, i) => ({
    id: `p${i}`,
    price: random.int(99, 9_999),
    cost: i % 3 === 0 ? null : random.int(50, 5_000),
    tax: [2000, 2000, 1000, 0][i % 4] ?? 2000,
  }));
  raw.transaction(() => {
    for (const [i, p] of products.entries())
      insertProduct.run(
        p.id,
        `Product ${i}`,
        `SKU-${i}`,
        p.price,
        p.cost,
        p.tax,
        `c${i % 6}`,
        random.int(0, 80),
        random.int(1, 10),
        now,
        now,
      );
    for (let u = 0; u < staffCount; u += 1)
      insertUser.run(`u${u}`, `Staff ${u}`, `staff${u}@example.com`, u === 0 ? 'manager' : 'cashier', now);
    for (let c = 0; c < customerCount; c += 1) insertCustomer.run(`cu${c}`, `Customer ${c}`, random.int(0, 400), now);
  })();
  let lines = 0;
  let order = 0;
  const firstDay = addDays(lastDay, -(days - 1));
  while (lines < targetLines) {
    raw.transaction(() => {
      for (let batch = 0; batch < 5_000 && lines < targetLines; batch += 1) {
        const date = addDays(firstDay, Math.floor((order * days) / (targetLines / 3)) % days);
        const at = `${date}T12:00:00.000Z`;
        const id = `o${order}`;
        let subtotal = 0;
        let tax = 0;
        let items = 0;
        const picked = Array.from({ length: 3 }, () => {
          const p = products[random.int(0, productCount - 1)] ?? products[0];
          if (!p) throw new Error('no products');
          const quantity = random.int(1, 3);
          const lineTax = Math.round((p.price * quantity * p.tax) / 10_000);
          subtotal += p.price * quantity;
          tax += lineTax;
          items += quantity;
          return { p, quantity, lineTax };
        });
        const customer = order % 3 === 0 ? `cu${order % customerCount}` : null;
        const earned = customer ? Math.floor((subtotal + tax) / 100) : 0;
        insertOrder.run(
          id,
          `ORD-${order}`,
          customer,
          `u${order % staffCount}`,
          subtotal,
          tax,
          subtotal + tax,
          items,
          earned,
          at,
          at,
          date,
        );
        for (const [position, { p, quantity, lineTax }] of picked.entries()) {
          insertLine.run(
            `${id}-${position}`,
            id,
            position,
            p.id,
            'x',
            'x',
            p.price,
            p.cost,
            quantity,
            p.tax,
            lineTax,
            p.price * quantity + lineTax,
          );
          lines += 1;
        }
        insertPayment.run(`${id}-pay`, id, methods[order % 4 === 3 ? 1 : 0], subtotal + tax, at);
        order += 1;
      }
    })();
  }
  raw.close();
  return { orders: order, lines };
}

export async function run() {
  const data = tempDataDir('report');
  const db = openDatabase(data.dir);
  await migrateToLatest(db);
  await seedEmptyStore(db, new Date('2024-11-01T00:00:00Z'), {
    name: 'Admin',
    email: 'admin@example.com',
    pin: '1111',
  });
  let started = performance.now();
  const { orders, lines } = generate(path.join(data.dir, 'tillwise.db'));
  console.log(
    `${lines} order lines in ${orders} orders over ${days} days generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await rebuildReportRollups(db);
  console.log(`rollups rebuilt from the lines in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const tabs = {
    sales: getSalesReport,
    products: getProductsReport,
    staff: getStaffReport,
    inventory: (target: typeof db) => getInventoryReport(target),
    finance: getFinanceReport,
  };
  for (const span of [30, 365]) {
    const range = { from: addDays(lastDay, -(span - 1)), to: lastDay };
    for (const [tab, report] of Object.entries(tabs)) {
      const durations: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const t0 = performance.now();
        await report(db, range);
        durations.push(performance.now() - t0);
      }
      console.log(
        `${tab.padEnd(10)} ${String(span).padStart(3)} days  p50 ${percentile(durations, 50).toFixed(1)} ms  p95 ${percentile(durations, 95).toFixed(1)} ms`,
      );
    }
  }
  const range = { from: addDays(lastDay, -364), to: lastDay };
  started = performance.now();
  await sql`select l.product_id, sum(l.quantity), sum(l.total_cents - l.tax_cents) from order_lines l
    join orders o on o.id = l.order_id where o.business_date between ${range.from} and ${range.to}
    group by l.product_id`.execute(db);
  console.log(
    `for contrast, the products tab straight from the lines (365 days): ${(performance.now() - started).toFixed(0)} ms`,
  );
  await db.destroy();
  if (process.env.BENCH_KEEP) console.log(`kept ${data.dir}`);
  else data.cleanup();
}

// Timing report.bench.ts's calls (every tab's report, the dashboard, one line-level query for contrast) and printing
// them against the target, SQLite's and PostgreSQL's side by side.
import { sql } from 'kysely';
import { addDays } from '../core/src/report/business-date';
import type { Db } from '../server/src/db/database';
import { getFinanceReport } from '../server/src/services/finance-report-service';
import { getInventoryReport } from '../server/src/services/inventory-report-service';
import type { ReportScope } from '../server/src/services/period-report-service';
import { getProductsReport } from '../server/src/services/product-report-service';
import { getSalesReport } from '../server/src/services/sales-report-service';
import { getStaffReport } from '../server/src/services/staff-report-service';
import { getDashboard } from '../server/src/services/report-service';
import { lastDay } from './report-chain';
import { firstStoreOf } from './report-load';
import { percentile } from './support';

export interface Timing {
  /** The first call, on a database just opened and loaded (its caches hold what the load left). */
  cold: number;
  p50: number;
  p95: number;
}

/** Every timed call, by label: the first (cold) and 12 runs after it (warm). */
export async function timeReports(db: Db): Promise<Map<string, Timing>> {
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
export function printTable(sqlite: Map<string, Timing>, postgres: Map<string, Timing> | null) {
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

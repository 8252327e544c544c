import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPin } from '../../lib/pin-hash';
import {
  defaultReceiptSettings,
  demoCategories,
  demoCustomers,
  demoIntegrations,
  demoPins,
  demoProducts,
  demoReceiptSettings,
  demoStore,
  demoUsers,
} from './demo-catalog';
import { businessDate } from '@tillwise/core/report/business-date';
import { rebuildReportRollups } from '../report-rollups';
import { generateSalesHistory, historyDays } from './sales-history';
import { assignTills, closeSeededShifts, demoTills, planShifts, plannedDrawerEvents } from './shift-history';

type Executor = Kysely<Database>;
const batchSize = 500;

async function insertInBatches<T extends keyof Database & string>(
  db: Executor,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += batchSize) {
    // Kysely cannot narrow a generic table name to its row type here.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** A new store keeps the time of the machine it is set up on until someone changes it. */
function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Whether the database already holds a store (then start never seeds again). */
export async function isSeeded(db: Executor): Promise<boolean> {
  return (await db.selectFrom('store').select('id').executeTakeFirst()) !== undefined;
}

async function insertIntegrations(db: Executor) {
  await insertInBatches(
    db,
    'integrations',
    demoIntegrations.map((integration, index) => ({ ...integration, sort_order: index })),
  );
}

/** Seeds the demo garden centre with 90 days of deterministic sales history, in one transaction. */
export async function seedDemoStore(db: Executor, now: Date): Promise<void> {
  const pinHashes = await Promise.all(
    demoUsers.map((user) => hashPin(demoPins.find((p) => p.role === user.role)?.pin ?? '')),
  );
  const history = generateSalesHistory(now, demoProducts, demoCustomers);
  const timeZone = serverTimeZone();
  const openedAt = daysBefore(now, 91);
  const nowText = now.toISOString();
  const shifts = planShifts(now, historyDays, (instant) => businessDate(instant, timeZone));
  assignTills(history, shifts);
  const drawer = plannedDrawerEvents(history, shifts, now);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store')
      .values({ ...demoStore, time_zone: timeZone, is_demo: 1, created_at: openedAt })
      .execute();
    await insertInBatches(
      trx,
      'users',
      demoUsers.map((user, index) => ({
        ...user,
        pin_hash: pinHashes[index] ?? '',
        created_at: new Date(Date.parse(openedAt) + index * 1000).toISOString(),
      })),
    );
    await insertInBatches(
      trx,
      'tills',
      demoTills.map((till) => ({ ...till, is_active: 1, created_at: openedAt })),
    );
    await insertInBatches(
      trx,
      'shifts',
      shifts.map((shift) => shift.row),
    );
    await insertInBatches(
      trx,
      'categories',
      demoCategories.map((category, index) => ({ ...category, sort_order: index })),
    );
    await insertInBatches(
      trx,
      'products',
      demoProducts.map(({ finalStock, popularity: _popularity, ...product }) => ({
        ...product,
        image: null,
        stock: finalStock,
        is_active: 1,
        created_at: openedAt,
        updated_at: openedAt,
      })),
    );
    await insertInBatches(
      trx,
      'stock_movements',
      demoProducts.map((product) => ({
        id: `opening-${product.id}`,
        product_id: product.id,
        quantity_change: product.finalStock + (history.netUnitsSold.get(product.id) ?? 0),
        reason: 'initial',
        reference: null,
        note: 'Opening stock',
        user_id: 'user-inventory',
        created_at: openedAt,
      })),
    );
    await insertInBatches(
      trx,
      'customers',
      demoCustomers.map(({ addedDaysAgo, openingPoints, shops: _shops, ...customer }) => ({
        ...customer,
        loyalty_points: openingPoints + (history.pointsChange.get(customer.id) ?? 0),
        created_at: daysBefore(now, addedDaysAgo),
      })),
    );
    const dateOf = (instant: string | null | undefined) => (instant ? businessDate(new Date(instant), timeZone) : null);
    await insertInBatches(
      trx,
      'orders',
      history.orders.map((order) => ({ ...order, business_date: dateOf(order.completed_at) })),
    );
    await insertInBatches(trx, 'order_lines', history.lines);
    await insertInBatches(trx, 'payments', history.payments);
    await insertInBatches(
      trx,
      'refunds',
      history.refunds.map((refund) => ({ ...refund, business_date: dateOf(refund.created_at) })),
    );
    await insertInBatches(trx, 'refund_lines', history.refundLines);
    await insertInBatches(trx, 'refund_tenders', history.refundTenders);
    await insertInBatches(trx, 'stock_movements', history.movements);
    await insertInBatches(trx, 'cash_movements', drawer.movements);
    await insertInBatches(trx, 'voids', drawer.voids);
    await rebuildReportRollups(trx);
    await closeSeededShifts(trx, shifts, now);
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: history.lastOrderNumber },
        { name: 'refund_number', value: history.lastRefundNumber },
      ])
      .execute();
    await trx
      .insertInto('receipt_settings')
      .values({ ...demoReceiptSettings, updated_at: nowText })
      .execute();
    await insertIntegrations(trx);
  });
}

/** Seeds a store with one admin and nothing else: what a new store starts from. */
export async function seedEmptyStore(
  db: Executor,
  now: Date,
  admin: { name: string; email: string; pin: string },
): Promise<void> {
  const pinHash = await hashPin(admin.pin);
  const nowText = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('store')
      .values({
        id: 'store-1',
        name: 'My Store',
        type: 'garden_centre',
        address: '',
        city: '',
        state: '',
        zip: '',
        tax_rate_bps: 825,
        tax_name: 'Sales Tax',
        time_zone: serverTimeZone(),
        is_demo: 0,
        created_at: nowText,
      })
      .execute();
    await trx.insertInto('tills').values({ id: 'till-1', name: 'Till 1', is_active: 1, created_at: nowText }).execute();
    await trx
      .insertInto('users')
      .values({
        id: 'user-admin',
        name: admin.name,
        email: admin.email,
        role: 'admin',
        pin_hash: pinHash,
        created_at: nowText,
      })
      .execute();
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: 1000 },
        { name: 'refund_number', value: 0 },
      ])
      .execute();
    await trx
      .insertInto('receipt_settings')
      .values({ ...defaultReceiptSettings, updated_at: nowText })
      .execute();
    await insertIntegrations(trx);
  });
}

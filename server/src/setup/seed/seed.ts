import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPin } from '../../lib/pin-hash';
import { demoPins } from '@tillwise/core/staff/demo-pins';
import type { DemoProduct } from './demo-catalog';
import { demoAssignments, demoBranches, mainBranch, riversideStaff } from './demo-branches';
import type { DemoBranch } from './demo-branches';
import {
  defaultReceiptSettings,
  demoCategories,
  demoCustomers,
  demoIntegrations,
  demoProducts,
  demoStore,
  demoSuppliers,
  demoReceiptSettings,
  demoUsers,
} from './demo-catalog';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import { businessDate } from '@tillwise/core/report/business-date';
import { rebuildReportRollups } from '../../db/report-rollups';
import { demoMarkKey } from '../../db/repositories/start-for-real-repository';
import { generateSalesHistory, historyDays } from './sales-history';
import type { SalesHistory } from './sales-history';
import { assignTills, closeSeededShifts, planShifts, plannedDrawerEvents } from './shift-history';

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

/** One store's trade: its sales history, its shifts and what happened in its drawers. */
function tradeOf(branch: DemoBranch, now: Date, timeZone: string) {
  const history = generateSalesHistory(now, demoProducts, demoCustomers, branch);
  const shifts = planShifts(now, historyDays, (instant) => businessDate(instant, timeZone), branch);
  assignTills(history, shifts, branch);
  return { branch, history, shifts, drawer: plannedDrawerEvents(history, shifts, now, branch) };
}

/**
 * Numbers every store's orders and refunds from one chain-wide counter in the order they happened, as the till's
 * counters do: ORD-1001 and REF-001 upwards. Returns the last of each.
 */
function numberChainWide(histories: SalesHistory[]) {
  const byTime = <T extends { created_at: string }>(rows: T[]) =>
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const orders = byTime(histories.flatMap((history) => history.orders));
  orders.forEach((order, index) => (order.number = `ORD-${1001 + index}`));
  const refunds = byTime(histories.flatMap((history) => history.refunds));
  refunds.forEach((refund, index) => (refund.number = `REF-${String(index + 1).padStart(3, '0')}`));
  return { order: 1000 + orders.length, refund: refunds.length };
}

/** What a store of the demo chain has on its shelves now: its share of the first store's stock. */
const shelfStock = (branch: DemoBranch, product: DemoProduct) => Math.round(product.finalStock * branch.stockShare);

/**
 * Seeds the demo chain in one transaction: the garden centre and its smaller Riverside shop, each with 90 days of
 * deterministic sales history, tills, shifts and stock of its own; products and customers are shared.
 */
export async function seedDemoStore(db: Executor, now: Date): Promise<void> {
  const staff = [...demoUsers, ...riversideStaff];
  const pinHashes = await Promise.all(
    staff.map((user) => hashPin(demoPins.find((p) => p.role === user.role)?.pin ?? '')),
  );
  // Both demo stores are in Asheville: one clock, theirs.
  const timeZone = demoStore.time_zone;
  const openedAt = daysBefore(now, 91);
  const nowText = now.toISOString();
  const trades = demoBranches.map((branch) => tradeOf(branch, now, timeZone));
  const lastNumbers = numberChainWide(trades.map((trade) => trade.history));
  const dateOf = (instant: string | null | undefined) => (instant ? businessDate(new Date(instant), timeZone) : null);

  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'store',
      demoBranches.map((branch) => ({ ...branch.store, is_demo: 1, created_at: openedAt })),
    );
    await insertInBatches(
      trx,
      'users',
      staff.map((user, index) => ({
        ...user,
        pin_hash: pinHashes[index] ?? '',
        created_at: new Date(Date.parse(openedAt) + index * 1000).toISOString(),
      })),
    );
    await insertInBatches(
      trx,
      'store_staff',
      demoAssignments.flatMap(({ userId, storeIds }) =>
        storeIds.map((storeId) => ({ store_id: storeId, user_id: userId })),
      ),
    );
    await insertInBatches(
      trx,
      'tills',
      trades.flatMap(({ branch }) =>
        branch.tills.map((till) => ({ ...till, store_id: branch.store.id, is_active: 1, created_at: openedAt })),
      ),
    );
    await insertInBatches(
      trx,
      'shifts',
      trades.flatMap(({ shifts }) => shifts.map((shift) => shift.row)),
    );
    await insertInBatches(
      trx,
      'categories',
      demoCategories.map((category, index) => ({ ...category, sort_order: index })),
    );
    await insertInBatches(
      trx,
      'products',
      demoProducts.map(({ finalStock: _finalStock, popularity: _popularity, ...product }) => ({
        ...product,
        image: null,
        is_active: 1,
        created_at: openedAt,
        updated_at: openedAt,
      })),
    );
    await insertInBatches(
      trx,
      'suppliers',
      demoSuppliers.map((supplier) => ({
        ...supplier,
        name_key: supplierKey(supplier.name),
        created_at: openedAt,
        updated_at: openedAt,
      })),
    );
    await insertInBatches(
      trx,
      'store_stock',
      trades.flatMap(({ branch }) =>
        demoProducts.map((product) => ({
          store_id: branch.store.id,
          product_id: product.id,
          quantity: shelfStock(branch, product),
        })),
      ),
    );
    // Each store's ledger opens with what was on its shelves before its 90 days of trade.
    await insertInBatches(
      trx,
      'stock_movements',
      trades.flatMap(({ branch, history }) =>
        demoProducts.map((product) => ({
          id: branch === mainBranch ? `opening-${product.id}` : `opening-${branch.store.id}-${product.id}`,
          store_id: branch.store.id,
          product_id: product.id,
          quantity_change: shelfStock(branch, product) + (history.netUnitsSold.get(product.id) ?? 0),
          reason: 'initial',
          reference: null,
          note: 'Opening stock',
          user_id: 'user-inventory',
          created_at: openedAt,
        })),
      ),
    );
    const pointsChange = (customerId: string) =>
      trades.reduce((sum, { history }) => sum + (history.pointsChange.get(customerId) ?? 0), 0);
    await insertInBatches(
      trx,
      'customers',
      demoCustomers.map(({ addedDaysAgo, openingPoints, shops: _shops, ...customer }) => ({
        ...customer,
        loyalty_points: openingPoints + pointsChange(customer.id),
        created_at: daysBefore(now, addedDaysAgo),
      })),
    );
    for (const { history, drawer } of trades) {
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
    }
    await rebuildReportRollups(trx);
    for (const { branch, shifts } of trades) await closeSeededShifts(trx, shifts, now, branch);
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: lastNumbers.order },
        { name: 'refund_number', value: lastNumbers.refund },
        { name: 'transfer_number', value: 0 },
      ])
      .execute();
    await insertInBatches(
      trx,
      'receipt_settings',
      demoBranches.map((branch, index) => ({
        ...demoReceiptSettings,
        id: `receipt-${index + 1}`,
        store_id: branch.store.id,
        updated_at: nowText,
      })),
    );
    await insertIntegrations(trx);
    // Until the owner starts for real, the Dashboard offers to: the mark says the demo is still here.
    await trx
      .insertInto('store_preferences')
      .values({ key: demoMarkKey, value: JSON.stringify({ seededAt: nowText }), updated_at: nowText })
      .execute();
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
    await trx
      .insertInto('tills')
      .values({ id: 'till-1', name: 'Till 1', is_active: 1, created_at: nowText, store_id: 'store-1' })
      .execute();
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
    await trx.insertInto('store_staff').values({ store_id: 'store-1', user_id: 'user-admin' }).execute();
    await trx
      .insertInto('counters')
      .values([
        { name: 'order_number', value: 1000 },
        { name: 'refund_number', value: 0 },
        { name: 'transfer_number', value: 0 },
      ])
      .execute();
    await trx
      .insertInto('receipt_settings')
      .values({ ...defaultReceiptSettings, store_id: 'store-1', updated_at: nowText })
      .execute();
    await insertIntegrations(trx);
  });
}

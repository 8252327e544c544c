import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { appendOnlyTables, dropAppendOnly, makeAppendOnly } from '../append-only';
import type { Executor } from '../database';
import { dialectOf } from '../dialect';
import { rollupTables } from '../report-rollups';
import type { Database } from '../schema';

/** The demo seed's mark in store_preferences: there while the store still holds the demo it was installed with. */
export const demoMarkKey = 'demo';

export async function holdsDemo(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('store_preferences').select('key').where('key', '=', demoMarkKey).executeTakeFirst();
  return row !== undefined;
}

/**
 * Every table starting for real empties, each before the tables its rows point at (foreign keys hold after every
 * statement, on SQLite and PostgreSQL alike). Variants go before the products they are variants of.
 */
export const emptiedTables = [
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_subscription_events',
  'webhook_subscriptions',
  'api_key_usage',
  'api_keys',
  'coupon_uses',
  'order_promotions',
  'price_list_prices',
  'refund_tenders',
  'refund_lines',
  'gift_card_ledger',
  'store_credit_ledger',
  'account_allocations',
  'account_ledger',
  'quote_lines',
  'quotes',
  'special_order_payments',
  'special_orders',
  'layaway_payments',
  'layaway_lines',
  'layaways',
  'gift_cards',
  'voids',
  'refunds',
  'payments',
  'order_lines',
  'return_lines',
  'returns',
  'orders',
  'cash_movements',
  'z_reports',
  'overrides',
  'number_blocks',
  'shifts',
  'audit_log',
  'stock_movements',
  'store_stock',
  'store_prices',
  'stock_transfer_lines',
  'stock_transfers',
  'purchase_order_lines',
  'purchase_orders',
  'suppliers',
  'stock_take_lines',
  'stock_takes',
  'display_pairings',
  'display_states',
  'held_offline_actions',
  'mail_messages',
  'report_files',
  'report_schedules',
  ...rollupTables,
  'promotions',
  'products',
  'categories',
  'customers',
] as const satisfies readonly (keyof Database)[];

/**
 * The tables it keeps rows of: the current store and its receipt, its tills, the admin, their sessions and store,
 * the chain's settings, integrations and offline signing key, and the customer groups every store has (made by their
 * migration, emptied of customers and price lists); the order counters start again; the replica's log stays but under
 * a new epoch; wrong-PIN throttling stays.
 */
export const keptTables = [
  'customer_groups',
  'store',
  'receipt_settings',
  'tills',
  'users',
  'sessions',
  'store_staff',
  'store_preferences',
  'integrations',
  'credential_keys',
  'counters',
  'replica_changes',
  'replica_counters',
  'database_epoch',
  'sign_in_failures',
] as const satisfies readonly (keyof Database)[];

/** The counters of a new store (as seedEmptyStore makes them): the next sale is ORD-1001, the next refund REF-001. */
export const firstCounters = [
  { name: 'order_number', value: 1000 },
  { name: 'refund_number', value: 0 },
  { name: 'transfer_number', value: 0 },
];

/** Who and what stays. */
export interface Kept {
  storeId: string;
  userId: string;
}

async function count(db: Executor, table: keyof Database, exceptId?: string): Promise<number> {
  const except = exceptId === undefined ? sql`` : sql` where id <> ${exceptId}`;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}${except}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The staff but one (API keys' identities go too, but are not staff). */
async function countStaff(db: Executor, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', '<>', exceptId)
    .where('kind', '=', 'staff')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What would go, counted as an owner names it. */
export async function countRemoved(db: Executor, kept: Kept) {
  const [products, categories, customers, suppliers, orders, refunds, returns, shifts, stores, staff] =
    await Promise.all([
      count(db, 'products'),
      count(db, 'categories'),
      count(db, 'customers'),
      count(db, 'suppliers'),
      count(db, 'orders'),
      count(db, 'refunds'),
      count(db, 'returns'),
      count(db, 'shifts'),
      count(db, 'store', kept.storeId),
      countStaff(db, kept.userId),
    ]);
  return {
    products,
    categories,
    customers,
    suppliers,
    sales: orders,
    refunds: refunds + returns,
    shifts,
    stores,
    staff,
  };
}

/** The kept tables it changes; the epoch's row is left to the last statement, since health probes write it too. */
const changedKeptTables = [
  'store',
  'receipt_settings',
  'tills',
  'users',
  'store_staff',
  'store_preferences',
  'counters',
];

/**
 * On PostgreSQL, holds every table it changes until it commits, against readers too: a sale on another server that
 * was checking its till, shift, staff and products waits, then finds them gone and is refused, rather than having
 * checked them just before and then writing rows that point at what is no longer there. A session signing in or a
 * till reading the catalogue waits the same moment. SQLite's one writer already runs it alone.
 */
export async function holdTables(trx: Transaction<Database>): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  const tables = [...emptiedTables, ...changedKeptTables];
  await sql`lock table ${sql.join(tables.map((table) => sql.table(table)))} in access exclusive mode`.execute(trx);
}

/**
 * Empties the append-only tables too: their triggers are dropped for this transaction alone and made again before it
 * commits, so nobody else ever sees them open.
 */
export async function openAppendOnly(trx: Transaction<Database>): Promise<void> {
  for (const table of appendOnlyTables) await dropAppendOnly(trx as unknown as Kysely<unknown>, table);
}

export async function closeAppendOnly(trx: Transaction<Database>): Promise<void> {
  for (const table of appendOnlyTables) await makeAppendOnly(trx as unknown as Kysely<unknown>, table);
}

/**
 * Deletes everything but the kept store, its tills and receipt, the kept admin and their sessions (moved to the kept
 * store), and the chain's settings; the counters start again and the demo's mark goes.
 */
export async function removeAllBut(trx: Transaction<Database>, kept: Kept): Promise<void> {
  await trx.deleteFrom('products').where('parent_id', 'is not', null).execute();
  for (const table of emptiedTables) await trx.deleteFrom(table).execute();
  await trx.deleteFrom('sessions').where('user_id', '<>', kept.userId).execute();
  await trx.updateTable('sessions').set({ store_id: kept.storeId }).where('user_id', '=', kept.userId).execute();
  await trx
    .deleteFrom('store_staff')
    .where((eb) => eb.or([eb('user_id', '<>', kept.userId), eb('store_id', '<>', kept.storeId)]))
    .execute();
  await trx.deleteFrom('users').where('id', '<>', kept.userId).execute();
  for (const table of ['receipt_settings', 'tills'] as const) {
    await trx
      .deleteFrom(table)
      .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '<>', kept.storeId)]))
      .execute();
  }
  await trx.deleteFrom('store').where('id', '<>', kept.storeId).execute();
  await trx.updateTable('store').set({ is_demo: 0 }).where('id', '=', kept.storeId).execute();
  await trx.deleteFrom('counters').execute();
  await trx.insertInto('counters').values(firstCounters).execute();
  await trx.deleteFrom('store_preferences').where('key', '=', demoMarkKey).execute();
}

/**
 * Gives the database a new epoch, as restoring a backup does: a till's replica cursor counts changes of a history
 * that is gone, so the till takes a new snapshot (its products, customers and staff as they are now).
 */
export async function beginNewEpoch(trx: Transaction<Database>, epoch: string, at: string): Promise<void> {
  await trx.updateTable('database_epoch').set({ epoch, made_at: at }).where('id', '=', 1).execute();
}

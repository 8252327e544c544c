import { sql } from 'kysely';
import type { Executor } from '../database';
import { dialectOf } from '../dialect';
import { inStore } from './catalog-repository';
import type { StoreProductRow } from './catalog-repository';

/** Placeholders per `in (…)` list: far below SQLite's and PostgreSQL's limits on bound values. */
const idsPerQuery = 1000;

async function inChunks<T>(ids: string[], find: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < ids.length; start += idsPerQuery)
    found.push(...(await find(ids.slice(start, start + idsPerQuery))));
  return found;
}

/**
 * Numbers the changes committed since the last reader did (PostgreSQL, migration 019: writers leave them
 * unnumbered); SQLite numbers each as it is written, its one writer committing in order.
 */
export async function numberNewChanges(db: Executor): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select replica_number_changes()`.execute(db);
}

/** The newest seq in the log; with everything pruned, the newest seq pruning deleted. */
export async function findNewestSeq(db: Executor): Promise<number> {
  const { rows } = await sql<{ newest: number | string }>`select coalesce(
      (select max(seq) from replica_changes),
      (select value from replica_counters where name = 'pruned')) as newest`.execute(db);
  return Number(rows[0]?.newest ?? 0);
}

/** The database's epoch: a cursor given in another one counts changes of another history. */
export async function findEpoch(db: Executor): Promise<string> {
  const row = await db.selectFrom('database_epoch').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.epoch;
}

/** The newest seq pruning has deleted: a cursor before it has missed changes. */
export async function findPrunedThrough(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('replica_counters')
    .select('value')
    .where('name', '=', 'pruned')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The changes after a seq up to another that concern one store (its own rows and the chain's), oldest first. */
export function findChangesAfter(db: Executor, storeId: string, after: number, upTo: number, limit: number) {
  return db
    .selectFrom('replica_changes')
    .select(['seq', 'entity', 'entity_id'])
    .where('seq', '>', after)
    .where('seq', '<=', upTo)
    .where((eb) => eb.or([eb('store_id', 'is', null), eb('store_id', '=', storeId)]))
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The seq of the first change made at or after a time, if any: every change before it is older. */
export async function findFirstSeqSince(db: Executor, since: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('replica_changes')
    .select('seq')
    .where('changed_at', '>=', since)
    .where('seq', 'is not', null)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

/** Deletes the log up to and including a seq and remembers that it did. */
export async function deleteChangesThrough(db: Executor, through: number): Promise<void> {
  await db.deleteFrom('replica_changes').where('seq', '<=', through).execute();
  await db
    .updateTable('replica_counters')
    .set({ value: through })
    .where('name', '=', 'pruned')
    .where('value', '<', through)
    .execute();
}

/** A page of every product by id, after an id, as one store sees it. */
export function findStoreProductsAfter(
  db: Executor,
  storeId: string,
  after: string | undefined,
  limit: number,
): Promise<StoreProductRow[]> {
  let query = db.selectFrom('products').selectAll('products').select(inStore(storeId));
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

/** These products as one store sees them (ids that do not exist are left out). */
export function findStoreProductsByIds(db: Executor, storeId: string, ids: string[]): Promise<StoreProductRow[]> {
  return inChunks(ids, (chunk) =>
    db.selectFrom('products').selectAll('products').select(inStore(storeId)).where('id', 'in', chunk).execute(),
  );
}

/** A page of every customer by id, after an id. */
export function findCustomersAfter(db: Executor, after: string | undefined, limit: number) {
  let query = db.selectFrom('customers').selectAll();
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

export function findCustomersByIds(db: Executor, ids: string[]) {
  return inChunks(ids, (chunk) => db.selectFrom('customers').selectAll().where('id', 'in', chunk).execute());
}

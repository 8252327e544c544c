import type {
  ReplicaChanges,
  ReplicaChangesQuery,
  ReplicaCursor,
  ReplicaCustomerPage,
  ReplicaEntity,
  ReplicaPageQuery,
  ReplicaProductPage,
} from '@tillwise/core/replica/replica-schemas';
import type { Db } from '../db/database';
import * as replicaRepository from '../db/repositories/replica-repository';
import { listCategories, toProduct } from './catalog-service';
import { toCustomer } from './customer-service';

/** How long the change log reaches back: a till offline for longer takes a new snapshot. */
export interface ReplicaHorizon {
  days: number;
  /** Beyond this many newest changes the log is pruned too, however recent (a burst such as a new store's stock). */
  rows: number;
}
export const replicaHorizon: ReplicaHorizon = { days: 14, rows: 1_000_000 };
const pruneEveryMs = 60 * 60 * 1000;
const lastPruned = new WeakMap<Db, number>();

/**
 * The newest change now, in the database's epoch: a snapshot paged after reading it, then every change after it,
 * misses nothing.
 */
export async function getReplicaCursor(db: Db): Promise<ReplicaCursor> {
  await replicaRepository.numberNewChanges(db);
  const [cursor, epoch] = await Promise.all([replicaRepository.findNewestSeq(db), replicaRepository.findEpoch(db)]);
  return { cursor, epoch };
}

/** A page of the catalogue (on sale or not) as the store sells it: its stock and its price, by id. */
export async function listReplicaProducts(
  db: Db,
  storeId: string,
  query: ReplicaPageQuery,
): Promise<ReplicaProductPage> {
  const rows = await replicaRepository.findStoreProductsAfter(db, storeId, query.after, query.limit + 1);
  return pageOf(rows.map(toProduct), query.limit);
}

/** A page of the chain's customers by id, for the till's loyalty lookup. */
export async function listReplicaCustomers(db: Db, query: ReplicaPageQuery): Promise<ReplicaCustomerPage> {
  const rows = await replicaRepository.findCustomersAfter(db, query.after, query.limit + 1);
  return pageOf(rows.map(toCustomer), query.limit);
}

/** Rows read one past the limit: the extra one only says there is a next page, after the last row kept. */
function pageOf<T extends { id: string }>(rows: T[], limit: number): { rows: T[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next: kept[kept.length - 1]?.id ?? null };
}

const resetAt = (cursor: number, epoch: string): ReplicaChanges => ({
  cursor,
  epoch,
  more: false,
  reset: true,
  products: [],
  customers: [],
  removedProductIds: [],
  categories: null,
  settingsChanged: false,
  staffChanged: false,
});

/**
 * What changed for a store's tills after the cursor, as current rows: each entity once, however often it
 * changed; other stores' stock, prices, settings and staff left out. A cursor the log no longer reaches (pruned,
 * given in another epoch of the database, or ahead of it) answers `reset`.
 */
export async function getReplicaChanges(
  db: Db,
  storeId: string,
  query: ReplicaChangesQuery,
  now: Date,
): Promise<ReplicaChanges> {
  await pruneWhenDue(db, now);
  await replicaRepository.numberNewChanges(db);
  // Read before the rows: seq order is commit order, so every change up to it is visible to the reads below.
  const [newest, epoch] = await Promise.all([replicaRepository.findNewestSeq(db), replicaRepository.findEpoch(db)]);
  const otherEpoch = query.epoch !== undefined && query.epoch !== epoch;
  if (otherEpoch || query.cursor > newest) return resetAt(newest, epoch);
  const rows = await replicaRepository.findChangesAfter(db, storeId, query.cursor, newest, query.limit + 1);
  // Read after the rows: a prune that deleted some of them had committed its boundary before they were read.
  if (query.cursor < (await replicaRepository.findPrunedThrough(db))) return resetAt(newest, epoch);

  const more = rows.length > query.limit;
  const applied = more ? rows.slice(0, query.limit) : rows;
  const idsOf = (entity: ReplicaEntity) => [
    ...new Set(applied.filter((row) => row.entity === entity).map((row) => row.entity_id)),
  ];
  const changed = (entity: ReplicaEntity) => applied.some((row) => row.entity === entity);
  const productIds = idsOf('product');
  const [products, customers, categories] = await Promise.all([
    replicaRepository.findStoreProductsByIds(db, storeId, productIds),
    replicaRepository.findCustomersByIds(db, idsOf('customer')),
    changed('category') ? listCategories(db) : null,
  ]);
  const found = new Set(products.map((product) => product.id));
  return {
    cursor: more ? Number(applied[applied.length - 1]?.seq) : newest,
    epoch,
    more,
    reset: false,
    products: products.map(toProduct),
    customers: customers.map(toCustomer),
    // A product named by the log that is no longer there was deleted (never sold): the till forgets it.
    removedProductIds: productIds.filter((id) => !found.has(id)),
    categories,
    settingsChanged: changed('settings'),
    staffChanged: changed('staff'),
  };
}

/** Prunes the log at most once an hour per server, on a till's request for changes. */
async function pruneWhenDue(db: Db, now: Date) {
  const last = lastPruned.get(db);
  if (last !== undefined && now.getTime() - last < pruneEveryMs) return;
  lastPruned.set(db, now.getTime());
  await pruneReplicaChanges(db, now);
}

/** Deletes changes older than the horizon's days or beyond its newest rows; returns the newest seq now pruned. */
export async function pruneReplicaChanges(db: Db, now: Date, horizon = replicaHorizon): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const newest = await replicaRepository.findNewestSeq(trx);
    const since = new Date(now.getTime() - horizon.days * 86_400_000).toISOString();
    const firstRecent = await replicaRepository.findFirstSeqSince(trx, since);
    const through = Math.max(
      firstRecent === undefined ? newest : firstRecent - 1,
      newest - horizon.rows,
      await replicaRepository.findPrunedThrough(trx),
    );
    await replicaRepository.deleteChangesThrough(trx, through);
    return through;
  });
}

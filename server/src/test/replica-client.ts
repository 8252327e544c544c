import type { ReplicaChanges } from '@tillwise/core/replica/replica-schemas';
import type { Executor } from '../db/database';
import type { TestApp } from './build-test-app';

/** A till following the replica API in tests: the cursor now, and what changed after one. */
export const replicaCursor = async (t: TestApp, cookie: string): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: '/api/replica/cursor', headers: { cookie } })).json().cursor;

export const replicaChangesSince = async (t: TestApp, cookie: string, cursor: number): Promise<ReplicaChanges> =>
  (await t.app.inject({ method: 'GET', url: `/api/replica/changes?cursor=${cursor}`, headers: { cookie } })).json();

/** Sets a product's quantity at the first store straight in the database (a write the triggers must log). */
export const setStoreOneStock = (db: Executor, productId: string, quantity: number) =>
  db
    .updateTable('store_stock')
    .set({ quantity })
    .where('store_id', '=', 'store-1')
    .where('product_id', '=', productId)
    .execute();

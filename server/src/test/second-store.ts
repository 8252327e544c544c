import type { Insertable } from 'kysely';
import type { Executor } from '../db/database';
import type { StoreTable } from '../db/schema';
import { insertStore } from '../db/repositories/store-repository';

/** The second store of a test chain, Second Street, and its Till 2: a test's starting point beside store-1. */
export async function addSecondStore(db: Executor, createdAt: string, extra: Partial<Insertable<StoreTable>> = {}) {
  await insertStore(db, {
    id: 'store-2',
    name: 'Second Street',
    type: 'garden_centre',
    address: '',
    city: '',
    state: '',
    zip: '',
    tax_rate_bps: 825,
    tax_name: 'Sales Tax',
    is_demo: 0,
    created_at: createdAt,
    ...extra,
  });
  await db
    .insertInto('tills')
    .values({ id: 'till-2', name: 'Till 2', is_active: 1, created_at: createdAt, store_id: 'store-2' })
    .execute();
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** An API key made by the admin, acting as its own identity, with a minute's use counted. */
export async function fillIntegrationTables(trx: Transaction<Database>, at: string): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: 'user-key-1',
      name: 'Web shop (API key)',
      email: null,
      role: 'cashier',
      pin_hash: '',
      is_active: 0,
      kind: 'api_key',
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('api_keys')
    .values({
      id: 'key-1',
      name: 'Web shop',
      prefix: 'tw_abcdefg',
      secret_hash: 'hash-of-key-1',
      user_id: 'user-key-1',
      store_id: 'store-1',
      scopes: JSON.stringify(['orders:view']),
      requests_per_minute: 120,
      created_by: 'user-admin',
      created_at: at,
      last_used_at: at,
      revoked_at: null,
    })
    .execute();
  await trx.insertInto('api_key_usage').values({ key_id: 'key-1', window_start: at, requests: 1 }).execute();
}

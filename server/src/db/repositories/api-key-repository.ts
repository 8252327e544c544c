import type { Executor } from '../database';
import type { ApiKeysTable } from '../schema';

/** A key's identity: a users row of kind 'api_key', inactive so it never signs in nor shows on the staff list. */
export function insertKeyIdentity(db: Executor, row: { id: string; name: string; created_at: string }) {
  return db
    .insertInto('users')
    .values({ ...row, email: null, role: 'cashier', pin_hash: '', is_active: 0, kind: 'api_key' })
    .execute();
}

export function insertApiKey(db: Executor, row: ApiKeysTable) {
  return db.insertInto('api_keys').values(row).execute();
}

function selectKeys(db: Executor) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users as maker', 'maker.id', 'api_keys.created_by')
    .leftJoin('store', 'store.id', 'api_keys.store_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.scopes',
      'api_keys.store_id',
      'store.name as store_name',
      'api_keys.requests_per_minute',
      'api_keys.created_at',
      'maker.name as created_by',
      'api_keys.last_used_at',
      'api_keys.revoked_at',
    ]);
}

export function findApiKeys(db: Executor) {
  return selectKeys(db).orderBy('api_keys.revoked_at', 'desc').orderBy('api_keys.created_at', 'desc').execute();
}

export function findApiKey(db: Executor, id: string) {
  return selectKeys(db).where('api_keys.id', '=', id).executeTakeFirst();
}

/** The unrevoked key whose secret hashes to this, with the identity it acts as. */
export function findLiveKeyBySecret(db: Executor, secretHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'user_id', 'store_id', 'scopes', 'requests_per_minute'])
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes a live key; false when there was none to revoke. */
export async function revokeApiKey(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Counts one request in the key's window in one statement (two servers cannot lose one) and returns the count. */
export async function countRequest(db: Executor, keyId: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('api_key_usage')
    .values({ key_id: keyId, window_start: windowStart, requests: 1 })
    .onConflict((oc) =>
      oc.columns(['key_id', 'window_start']).doUpdateSet((eb) => ({ requests: eb('api_key_usage.requests', '+', 1) })),
    )
    .returning('requests')
    .executeTakeFirstOrThrow();
  return Number(row.requests);
}

/** Notes a key's first request of a window: when it was last used, and the end of its older windows. */
export async function touchKey(db: Executor, keyId: string, at: string, forgetBefore: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
  await db.deleteFrom('api_key_usage').where('key_id', '=', keyId).where('window_start', '<', forgetBefore).execute();
}

import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { HeldOfflineActionsTable } from '../schema';

/** The signing secret, made by whichever server asks first (the others find it). */
export async function findOrCreateCredentialKey(db: Executor, fresh: string, at: string): Promise<string> {
  await db
    .insertInto('credential_keys')
    .values({ id: 'offline', secret: fresh, created_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('credential_keys')
    .select('secret')
    .where('id', '=', 'offline')
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** What a credential's holder is now: their role, PIN and being active decide whether it still holds. */
export function findCredentialHolder(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'is_active', 'pin_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function insertHeldAction(db: Executor, row: Insertable<HeldOfflineActionsTable>) {
  await db
    .insertInto('held_offline_actions')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export function findHeldAction(db: Executor, id: string) {
  return db.selectFrom('held_offline_actions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findHeldActions(db: Executor, storeId: string, status: string | null) {
  let query = db
    .selectFrom('held_offline_actions as held')
    .innerJoin('users as sender', 'sender.id', 'held.sent_by')
    .leftJoin('users as taker', 'taker.id', 'held.taken_by')
    .selectAll('held')
    .select(['sender.name as sender_name', 'taker.name as taker_name'])
    .where('held.store_id', '=', storeId);
  if (status) query = query.where('held.status', '=', status);
  return query.orderBy('held.received_at', 'desc').limit(200).execute();
}

export async function resolveHeldAction(db: Executor, id: string, status: string, by: string, at: string) {
  const result = await db
    .updateTable('held_offline_actions')
    .set({ status, resolved_by: by, resolved_at: at })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

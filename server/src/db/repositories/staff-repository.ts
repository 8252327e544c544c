import type { Db } from '../database';
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

export function findActiveUsers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

export function findUserById(db: Executor, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updatePinAttempts(db: Executor, id: string, failedPinAttempts: number, lockedUntil: string | null) {
  return db
    .updateTable('users')
    .set({ failed_pin_attempts: failedPinAttempts, locked_until: lockedUntil })
    .where('id', '=', id)
    .execute();
}

export function insertSession(
  db: Executor,
  row: { token_hash: string; user_id: string; created_at: string; expires_at: string; store_id: string },
) {
  return db.insertInto('sessions').values(row).execute();
}

export function deleteSession(db: Executor, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of one member of staff, on every device. */
export function deleteSessionsOf(db: Executor, userId: string) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export function extendSession(db: Executor, tokenHash: string, expiresAt: string) {
  return db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

export function deleteExpiredSessions(db: Executor, now: string) {
  return db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** The active user behind an unexpired session token hash. */
export function findSessionUser(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'sessions.created_at',
      'sessions.expires_at',
      'sessions.store_id',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

/** Moves a session to another store (the header's store switch). */
export function updateSessionStore(db: Executor, tokenHash: string, storeId: string) {
  return db.updateTable('sessions').set({ store_id: storeId }).where('token_hash', '=', tokenHash).execute();
}

/** Whether the chain still runs on the demo data (any store seeded as the demo). */
export async function isDemo(db: Executor): Promise<boolean> {
  return (await db.selectFrom('store').select('id').where('is_demo', '=', 1).executeTakeFirst()) !== undefined;
}

/** The active staff who work in a store: its assigned staff and every admin. */
export function findActiveUsersOfStore(db: Executor, storeId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'admin'),
        eb.exists(
          eb
            .selectFrom('store_staff')
            .select('store_staff.user_id')
            .whereRef('store_staff.user_id', '=', 'users.id')
            .where('store_staff.store_id', '=', storeId),
        ),
      ]),
    )
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

/** Counts one more wrong PIN for a member of staff, in one update (two servers cannot lose one), and returns the count. */
export async function countWrongPin(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_pin_attempts: eb('failed_pin_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_pin_attempts')
    .executeTakeFirst();
  return Number(row?.failed_pin_attempts ?? 0);
}

/** Notes a wrong PIN typed from an address, forgetting that address's failures older than `forgetBefore`. */
export async function recordSignInFailure(
  db: Executor,
  failure: { id: string; address: string; at: string },
  forgetBefore: string,
) {
  await db
    .deleteFrom('sign_in_failures')
    .where('address', '=', failure.address)
    .where('failed_at', '<', forgetBefore)
    .execute();
  await db
    .insertInto('sign_in_failures')
    .values({ id: failure.id, address: failure.address, failed_at: failure.at })
    .execute();
}

/** When wrong PINs were typed from an address since a moment. */
export async function findSignInFailures(db: Executor, address: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('address', '=', address)
    .where('failed_at', '>=', since)
    .execute();
  return rows.map((row) => row.failed_at);
}

import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, TillsTable } from '../schema';

type Executor = Db | Transaction<Database>;

/** A store's tills with the shift open (or being counted) on each, by name. */
export function findTills(db: Executor, storeId: string) {
  return db
    .selectFrom('tills')
    .leftJoin('shifts', (join) => join.onRef('shifts.till_id', '=', 'tills.id').on('shifts.status', '<>', 'closed'))
    .leftJoin('users', 'users.id', 'shifts.opened_by')
    .selectAll('tills')
    .select([
      'shifts.id as shift_id',
      'shifts.status as shift_status',
      'shifts.opened_at as shift_opened_at',
      'users.name as shift_opened_by',
    ])
    .where('tills.store_id', '=', storeId)
    .orderBy('tills.name')
    .execute();
}

export function findTill(db: Executor, id: string) {
  return db.selectFrom('tills').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A till named the same anywhere in the chain, ignoring case: names are unique chain-wide, so staff and chain
 * reports never mix two tills up.
 */
export function findTillByName(db: Executor, name: string) {
  return db
    .selectFrom('tills')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** A till and its active shift in one read: what every sale, refund and cash movement checks first. */
export function findTillWithActiveShift(db: Executor, tillId: string) {
  return db
    .selectFrom('tills')
    .leftJoin('shifts', (join) => join.onRef('shifts.till_id', '=', 'tills.id').on('shifts.status', '<>', 'closed'))
    .select([
      'tills.id',
      'tills.name',
      'tills.is_active',
      'tills.store_id',
      'shifts.id as shift_id',
      'shifts.status as shift_status',
      'shifts.opened_by as shift_opened_by',
    ])
    .where('tills.id', '=', tillId)
    .executeTakeFirst();
}

export async function insertTill(db: Executor, till: Insertable<TillsTable>) {
  await db.insertInto('tills').values(till).execute();
}

export async function updateTill(db: Executor, id: string, changes: Updateable<TillsTable>) {
  await db.updateTable('tills').set(changes).where('id', '=', id).execute();
}

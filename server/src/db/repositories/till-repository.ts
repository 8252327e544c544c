import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import type { PlanStep } from '../plan';
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

/**
 * A plan's check that a till is as a sale read it: in use, in the same store, and with the same shift open (or
 * counted), or none. Otherwise the plan stops at 'till'.
 */
export function tillUnchangedStep(till: {
  id: string;
  store_id: string | null;
  shift_id: string | null;
  shift_status: string | null;
}): PlanStep {
  return till.shift_id
    ? {
        sql:
          'select 1 as ok from tills join shifts on shifts.till_id = tills.id where tills.id = ? and tills.is_active = 1' +
          ' and tills.store_id = ? and shifts.id = ? and shifts.status = ?',
        params: [till.id, till.store_id, till.shift_id, till.shift_status],
        expect: 'row',
        stop: 'till',
      }
    : {
        sql:
          'select 1 as ok from tills where id = ? and is_active = 1 and store_id = ?' +
          " and not exists (select 1 from shifts where till_id = tills.id and status <> 'closed')",
        params: [till.id, till.store_id],
        expect: 'row',
        stop: 'till',
      };
}

import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import type { CashMovementsTable, Database } from '../schema';

type Executor = Db | Transaction<Database>;

export async function insertCashMovement(db: Executor, movement: Insertable<CashMovementsTable>) {
  await db.insertInto('cash_movements').values(movement).execute();
}

export function findCashMovement(db: Executor, id: string) {
  return db.selectFrom('cash_movements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A shift's cash movements in the order they happened, with who made and who approved each. */
export function findCashMovements(db: Executor, shiftId: string) {
  return db
    .selectFrom('cash_movements')
    .innerJoin('users', 'users.id', 'cash_movements.user_id')
    .leftJoin('users as approver', 'approver.id', 'cash_movements.approved_by')
    .selectAll('cash_movements')
    .select(['users.name as user_name', 'approver.name as approved_by_name'])
    .where('cash_movements.shift_id', '=', shiftId)
    .orderBy('cash_movements.created_at')
    .orderBy('cash_movements.id')
    .execute();
}

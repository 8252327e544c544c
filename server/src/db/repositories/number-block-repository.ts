import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import type { PlanStep } from '../plan';
import type { NumberBlocksTable } from '../schema';

export function findBlock(db: Executor, id: string) {
  return db.selectFrom('number_blocks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertBlock(db: Executor, block: Insertable<NumberBlocksTable>) {
  await db.insertInto('number_blocks').values(block).execute();
}

/** The block of this till and kind that holds a counter value, if one was issued to it. */
export function findBlockHolding(db: Executor, tillId: string, kind: string, value: number) {
  return db
    .selectFrom('number_blocks')
    .select('id')
    .where('till_id', '=', tillId)
    .where('kind', '=', kind)
    .where('first_value', '<=', value)
    .where('last_value', '>=', value)
    .executeTakeFirst();
}

/** A plan's check that this till holds the number (a block of that kind issued to it); else it stops at 'number'. */
export const numberIssuedStep = (tillId: string, kind: string, value: number): PlanStep => ({
  sql: 'select 1 as ok from number_blocks where till_id = ? and kind = ? and first_value <= ? and last_value >= ?',
  params: [tillId, kind, value, value],
  expect: 'row',
  stop: 'number',
});

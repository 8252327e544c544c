import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** Bumps a named counter and returns its new value (order and refund numbers). */
export async function nextCounterValue(db: Executor, name: string): Promise<number> {
  return advanceCounter(db, name, 1);
}

/** Moves a named counter on by `by` under its row lock and returns its new value, the last of the values taken. */
export async function advanceCounter(db: Executor, name: string, by: number): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', by) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirst();
  if (row) return Number(row.value);
  // A counter's first use: another server's may make it at the same moment, and then this one moves it on.
  const made = await db
    .insertInto('counters')
    .values({ name, value: by })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('value')
    .executeTakeFirst();
  if (made) return by;
  return advanceCounter(db, name, by);
}

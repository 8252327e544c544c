import type { Transaction } from 'kysely';
import type { Db } from '../database';
import { containsIgnoringCase } from '../like';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** A page of customers by name, matching name, email or phone (case-insensitive substring). */
export async function findCustomers(db: Executor, filter: { q?: string; limit: number; offset: number }) {
  let query = db.selectFrom('customers');
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('name', q), containsIgnoringCase('email', q), containsIgnoringCase('phone', q)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

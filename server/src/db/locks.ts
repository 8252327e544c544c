import { CompiledQuery } from 'kysely';
import type { Transaction } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/**
 * Holds a named lock until the transaction ends, for a rule that reads before it writes and must not be raced by
 * another server (only one count of the same shelves at a time, say). PostgreSQL takes a transaction advisory lock
 * on the name; SQLite's one writer already runs such transactions one at a time.
 */
export async function holdLock(trx: Transaction<Database>, name: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.executeQuery(CompiledQuery.raw('select pg_advisory_xact_lock(hashtextextended($1, 0))', [name]));
}

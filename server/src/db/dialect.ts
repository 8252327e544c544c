import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The two databases Tillwise runs on. Every difference between them is decided here and in the few db/ helpers
 * that ask `dialectOf`; services and repositories stay the same for both.
 */
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

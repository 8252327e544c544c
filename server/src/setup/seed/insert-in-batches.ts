import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const batchSize = 500;

/** Inserts a seed's rows into a table, 500 a statement. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let start = 0; start < rows.length; start += batchSize) {
    // Kysely cannot narrow a generic table name to its row type here.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}

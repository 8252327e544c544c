import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;

/** A stored preference value (JSON), or undefined when the store never set it. */
export async function findPreference(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('store_preferences').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The demo seed now marks the store as holding the demo (store_preferences 'demo'), which starting for real
// removes; while it is there the Dashboard offers admins to start for real. A database seeded before the mark gets
// it here when it still holds the demo's opening stock: only the demo seed writes that row, and nothing could
// remove the demo until now, so such a database still holds all of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const at = new Date().toISOString();
  await sql`insert into store_preferences (key, value, updated_at)
    select 'demo', ${JSON.stringify({ seededAt: null })}, ${at}
    where exists (select 1 from stock_movements where id = 'opening-prod-monstera')
      and not exists (select 1 from store_preferences where key = 'demo')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from store_preferences where key = 'demo'`.execute(db);
}

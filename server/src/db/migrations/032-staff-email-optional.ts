import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Staff sign in with a PIN and need no e-mail: users.email may be null, and stays unique when given (both databases
// let any number of rows hold null in a unique column).
//
// PostgreSQL drops the NOT NULL. SQLite cannot alter a column, so users is made again with the same definition but
// that one constraint, in one transaction: its rows are kept aside, the table dropped and created anew, the rows put
// back, its triggers (the till replica's) made again. Other tables' foreign keys name users, so they are checked at
// the commit (defer_foreign_keys): dropping users leaves their rows without a parent for a moment, and putting the
// same ids back gives each its parent again before the commit counts.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table users alter column email drop not null`.execute(db);
    return;
  }
  await rebuildUsers(db, (definition) => definition.replace(/("email"\s+text)\s+not null(\s+unique)/i, '$1$2'));
}

/** Back to an e-mail for everyone: refused while some member of staff has none. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const without = await sql<{ n: number }>`select count(*) as n from users where email is null`.execute(db);
  if (Number(without.rows[0]?.n ?? 0) > 0) throw new Error('Some staff have no e-mail: give them one first');
  if (dialectOf(db) === 'postgres') {
    await sql`alter table users alter column email set not null`.execute(db);
    return;
  }
  await rebuildUsers(db, (definition) => definition.replace(/("email"\s+text)(\s+unique)/i, '$1 not null$2'));
}

/** SQLite: users made again from its own definition as changed by `change`, keeping its rows and triggers. */
async function rebuildUsers(db: Kysely<unknown>, change: (definition: string) => string) {
  await db.transaction().execute(async (trx) => {
    const schema = (
      await sql<{ type: string; sql: string }>`
        select type, sql from sqlite_master where tbl_name = 'users' and type in ('table', 'trigger', 'index')
          and sql is not null`.execute(trx)
    ).rows;
    const definition = schema.find((entry) => entry.type === 'table')?.sql ?? '';
    const changed = change(definition);
    if (changed === definition) throw new Error(`users is not as this migration expects: ${definition}`);
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    await sql`create temp table users_kept as select * from users`.execute(trx);
    await sql`drop table users`.execute(trx);
    await sql.raw(changed).execute(trx);
    await sql`insert into users select * from users_kept`.execute(trx);
    await sql`drop table users_kept`.execute(trx);
    for (const entry of schema.filter((entry) => entry.type !== 'table')) await sql.raw(entry.sql).execute(trx);
  });
}

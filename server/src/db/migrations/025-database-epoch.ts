import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// The database's epoch: a random id, made here and again whenever a backup is restored over the database. Tills
// keep it beside their replica cursor; a cursor of another epoch counts seqs of another history (a database put
// back to an earlier point numbers its new changes again from there), so its till takes a new snapshot.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('database_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .addColumn('made_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into database_epoch (id, epoch, made_at) values (1, ${randomUUID()}, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('database_epoch').execute();
}

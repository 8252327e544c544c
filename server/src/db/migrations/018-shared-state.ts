import type { Kysely } from 'kysely';

// What several Tillwise servers on one database must agree on, kept in it rather than in one server's memory:
// which code pairs a customer display with which till and the till's latest state (a display may be served by
// another server than its till), and the wrong PINs typed from each address (sign-in pauses for an address on
// every server at once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('display_pairings')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('paired_at', 'text', (c) => c.notNull())
    // Renewed while a display is connected; the code lapses 10 minutes after.
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('display_pairings_till').on('display_pairings').column('till_id').unique().execute();
  await db.schema
    .createTable('display_states')
    .addColumn('till_id', 'text', (c) => c.primaryKey().references('tills.id'))
    .addColumn('state_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_failures_address')
    .on('sign_in_failures')
    .columns(['address', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropTable('display_states').execute();
  await db.schema.dropTable('display_pairings').execute();
}

import type { Kysely } from 'kysely';

// API keys (issue 46): an outside system's credential. Each key acts through a users row of its own (kind 'api_key',
// never active for sign-in), so its sales, refunds and audit entries name it as they name a member of staff. Only a
// hash of the secret is kept. Its rate limit is counted per minute in api_key_usage, shared by every server.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('store_id', 'text', (c) => c.references('store.id'))
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('requests_per_minute', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('api_key_usage')
    .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('requests', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_usage_pk', ['key_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_key_usage').execute();
  await db.schema.dropTable('api_keys').execute();
  await db.schema.alterTable('users').dropColumn('kind').execute();
}

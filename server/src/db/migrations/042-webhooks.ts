import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Webhooks (issue 46). A subscription names the events it wants; a change that raises an event writes one delivery per
// subscription wanting it, in the change's own transaction (an outbox: no change without its deliveries, no delivery
// of a change rolled back). Deliveries are numbered as written, which for one resource is the order its changes
// were made (each change of a resource waits for the one before it to commit); they go out one resource at a time,
// in that order, each attempt logged.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.references('store.id'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('webhook_subscription_events')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('webhook_subscriptions.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_subscription_events_pk', ['event', 'subscription_id'])
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('webhook_subscriptions.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('give_up_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_resource')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'resource_type', 'resource_id', 'status'])
    .execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_seq', 'bigint', (c) => c.notNull().references('webhook_deliveries.seq'))
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').column('delivery_seq').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_subscription_events').execute();
  await db.schema.dropTable('webhook_subscriptions').execute();
}

import type { Updateable } from 'kysely';
import type { Executor } from '../database';
import type { WebhookSubscriptionsTable } from '../schema';

export async function insertSubscription(
  db: Executor,
  row: WebhookSubscriptionsTable,
  events: readonly string[],
): Promise<void> {
  await db.insertInto('webhook_subscriptions').values(row).execute();
  await replaceEvents(db, row.id, events);
}

export async function replaceEvents(db: Executor, subscriptionId: string, events: readonly string[]): Promise<void> {
  await db.deleteFrom('webhook_subscription_events').where('subscription_id', '=', subscriptionId).execute();
  await db
    .insertInto('webhook_subscription_events')
    .values(events.map((event) => ({ subscription_id: subscriptionId, event })))
    .execute();
}

export function updateSubscription(db: Executor, id: string, changes: Updateable<WebhookSubscriptionsTable>) {
  return db.updateTable('webhook_subscriptions').set(changes).where('id', '=', id).execute();
}

function selectSubscriptions(db: Executor) {
  return db
    .selectFrom('webhook_subscriptions as s')
    .innerJoin('users as maker', 'maker.id', 's.created_by')
    .leftJoin('store', 'store.id', 's.store_id')
    .select((eb) => [
      's.id',
      's.url',
      's.description',
      's.secret',
      's.store_id',
      'store.name as store_name',
      's.active',
      's.created_at',
      'maker.name as created_by',
      eb
        .selectFrom('webhook_deliveries as d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('d.subscription_id', '=', 's.id')
        .where('d.status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('d.subscription_id', '=', 's.id')
        .where('d.status', '=', 'failed')
        .as('failed'),
    ]);
}

export function findSubscriptions(db: Executor) {
  return selectSubscriptions(db).orderBy('s.created_at').orderBy('s.id').execute();
}

export function findSubscription(db: Executor, id: string) {
  return selectSubscriptions(db).where('s.id', '=', id).executeTakeFirst();
}

export function findEventsOf(db: Executor, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_subscription_events')
    .select(['subscription_id', 'event'])
    .where('subscription_id', 'in', subscriptionIds)
    .orderBy('event')
    .execute();
}

/** A subscription's latest deliveries, newest first. */
export function findDeliveries(db: Executor, subscriptionId: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      'seq',
      'event_id',
      'event',
      'resource_type',
      'resource_id',
      'status',
      'created_at',
      'next_attempt_at',
      'delivered_at',
      'last_status',
      'last_error',
    ])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

export function findAttemptsOf(db: Executor, seqs: readonly number[]) {
  if (seqs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .select(['delivery_seq', 'attempted_at', 'status_code', 'error', 'duration_ms'])
    .where('delivery_seq', 'in', seqs)
    .orderBy('attempted_at')
    .execute();
}

export function findDeliverySubscription(db: Executor, seq: number) {
  return db.selectFrom('webhook_deliveries').select('subscription_id').where('seq', '=', seq).executeTakeFirst();
}

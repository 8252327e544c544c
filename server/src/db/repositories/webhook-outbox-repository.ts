import { CompiledQuery } from 'kysely';
import type { Executor } from '../database';
import { dialectOf } from '../dialect';
import type { PlanParam, PlanStep } from '../plan';

/** One event as the outbox writes it: a delivery for each live subscription that wants it. */
export interface OutboxEvent {
  eventId: string;
  event: string;
  resourceType: string;
  resourceId: string;
  storeId: string | null;
  /** The JSON POSTed, or (in a plan) a template the plan fills in. */
  body: PlanParam;
  createdAt: string;
  giveUpAt: string;
}

// One statement, whatever the number of subscriptions: it writes nothing when nobody subscribes. An event of the
// chain (no store: a customer) goes to every subscription; a store's, to the chain's and that store's.
const fanOutSql = `insert into webhook_deliveries
  (event_id, subscription_id, event, resource_type, resource_id, store_id, body, status, attempts,
   created_at, next_attempt_at, give_up_at)
  select ?, s.id, e.event, ?, ?, ?, ?, 'pending', 0, ?, ?, ?
  from webhook_subscription_events e
  join webhook_subscriptions s on s.id = e.subscription_id
  where e.event = ? and s.active = 1 and (s.store_id is null or cast(? as text) is null or s.store_id = ?)`;

function fanOutParams(event: OutboxEvent): PlanParam[] {
  const { eventId, resourceType, resourceId, storeId, body, createdAt, giveUpAt } = event;
  return [
    eventId,
    resourceType,
    resourceId,
    storeId,
    body,
    createdAt,
    createdAt,
    giveUpAt,
    event.event,
    storeId,
    storeId,
  ];
}

/** The outbox's write as a step of a plan (a sale's). */
export function fanOutStep(event: OutboxEvent): PlanStep {
  return { sql: fanOutSql, params: fanOutParams(event) };
}

/** The outbox's write inside a transaction of the caller's. */
export async function fanOut(trx: Executor, event: OutboxEvent & { body: string }): Promise<void> {
  let next = 0;
  const text = dialectOf(trx) === 'postgres' ? fanOutSql.replace(/\?/g, () => `$${(next += 1)}`) : fanOutSql;
  await trx.executeQuery(CompiledQuery.raw(text, fanOutParams(event)));
}

/** Deliveries due now whose resource has nothing older still to go to the same subscription, oldest first. */
export function findDue(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
    .select([
      'd.seq',
      'd.subscription_id',
      'd.resource_type',
      'd.resource_id',
      'd.event_id',
      'd.event',
      'd.body',
      'd.attempts',
      'd.give_up_at',
      's.url',
      's.secret',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as older')
            .select('older.seq')
            .whereRef('older.subscription_id', '=', 'd.subscription_id')
            .whereRef('older.resource_type', '=', 'd.resource_type')
            .whereRef('older.resource_id', '=', 'd.resource_id')
            .where('older.status', '=', 'pending')
            .whereRef('older.seq', '<', 'd.seq'),
        ),
      ),
    )
    .orderBy('d.seq')
    .limit(limit)
    .execute();
}

/** Takes a delivery for this server until `until`; false when another server holds it or it is no longer due. */
export async function lease(db: Executor, seq: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: until })
    .where('seq', '=', seq)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface AttemptRecord {
  id: string;
  seq: number;
  attemptedAt: string;
  statusCode: number | null;
  response: string | null;
  error: string | null;
  durationMs: number;
  /** What the delivery becomes: delivered, pending again at nextAttemptAt, or failed. */
  status: 'delivered' | 'pending' | 'failed';
  nextAttemptAt: string;
}

/** Logs an attempt and moves its delivery on, in one transaction. */
export async function recordAttempt(db: Executor, attempt: AttemptRecord): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      id: attempt.id,
      delivery_seq: attempt.seq,
      attempted_at: attempt.attemptedAt,
      status_code: attempt.statusCode,
      response: attempt.response,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })
    .execute();
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: attempt.status,
      attempts: eb('attempts', '+', 1),
      next_attempt_at: attempt.nextAttemptAt,
      lease_until: null,
      delivered_at: attempt.status === 'delivered' ? attempt.attemptedAt : null,
      last_status: attempt.statusCode,
      last_error: attempt.error,
    }))
    .where('seq', '=', attempt.seq)
    .execute();
}

/** Sends a delivery again from now (a day's retries anew): after a failure, or to replay one delivered. */
export async function requeue(db: Executor, seq: number, now: string, giveUpAt: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, give_up_at: giveUpAt, lease_until: null })
    .where('seq', '=', seq)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether any live subscription wants an event: what a bulk change asks before working out its events. */
export async function isWanted(db: Executor, event: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_subscription_events as e')
    .innerJoin('webhook_subscriptions as s', 's.id', 'e.subscription_id')
    .select('s.id')
    .where('e.event', '=', event)
    .where('s.active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a store holds of each product now (inside the change's transaction: after it). */
export function findOnHand(db: Executor, storeId: string, productIds: readonly string[]) {
  return db
    .selectFrom('store_stock')
    .innerJoin('products', 'products.id', 'store_stock.product_id')
    .select(['store_stock.product_id', 'products.sku', 'store_stock.quantity'])
    .where('store_stock.store_id', '=', storeId)
    .where('store_stock.product_id', 'in', productIds)
    .execute();
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * An API key made by the admin, acting as its own identity, with a minute's use counted; a webhook for sales with one
 * delivery sent at the first attempt.
 */
export async function fillIntegrationTables(trx: Transaction<Database>, at: string): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: 'user-key-1',
      name: 'Web shop (API key)',
      email: null,
      role: 'cashier',
      pin_hash: '',
      is_active: 0,
      kind: 'api_key',
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('api_keys')
    .values({
      id: 'key-1',
      name: 'Web shop',
      prefix: 'tw_abcdefg',
      secret_hash: 'hash-of-key-1',
      user_id: 'user-key-1',
      store_id: 'store-1',
      scopes: JSON.stringify(['orders:view']),
      requests_per_minute: 120,
      created_by: 'user-admin',
      created_at: at,
      last_used_at: at,
      revoked_at: null,
    })
    .execute();
  await trx.insertInto('api_key_usage').values({ key_id: 'key-1', window_start: at, requests: 1 }).execute();
  await trx
    .insertInto('webhook_subscriptions')
    .values({
      id: 'webhook-1',
      url: 'https://example.com/hooks',
      description: 'Web shop',
      secret: 'whsec_test',
      store_id: null,
      active: 1,
      created_by: 'user-admin',
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('webhook_subscription_events')
    .values({ subscription_id: 'webhook-1', event: 'sale.completed' })
    .execute();
  const delivery = await trx
    .insertInto('webhook_deliveries')
    .values({
      event_id: 'event-1',
      subscription_id: 'webhook-1',
      event: 'sale.completed',
      resource_type: 'sale',
      resource_id: 'order-1',
      store_id: 'store-1',
      body: '{}',
      status: 'delivered',
      attempts: 1,
      created_at: at,
      next_attempt_at: at,
      give_up_at: at,
      lease_until: null,
      delivered_at: at,
      last_status: 200,
      last_error: null,
    })
    .returning('seq')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('webhook_attempts')
    .values({
      id: 'attempt-1',
      delivery_seq: Number(delivery.seq),
      attempted_at: at,
      status_code: 200,
      response: 'ok',
      error: null,
      duration_ms: 12,
    })
    .execute();
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import { createWebhookInputSchema } from '@tillwise/core/webhook/webhook-schemas';
import type {
  CreateWebhookInput,
  CreatedWebhook,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
} from '@tillwise/core/webhook/webhook-schemas';
import type { Db, Executor } from '../db/database';
import * as storeRepository from '../db/repositories/store-repository';
import * as webhookRepository from '../db/repositories/webhook-repository';
import { requeue } from '../db/repositories/webhook-outbox-repository';
import { badRequest, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';
import { retryForMs } from './webhook-outbox';
import { saying } from '@tillwise/core/i18n/core-message';
import { integrationRefusals } from './integration-messages';

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof webhookRepository.findSubscription>>>;

function toWebhook(row: SubscriptionRow, events: readonly string[]): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: events as WebhookEvent[],
    storeId: row.store_id,
    storeName: row.store_name ?? null,
    active: row.active === 1,
    createdAt: row.created_at,
    createdBy: row.created_by,
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
  };
}

async function withEvents(db: Executor, rows: SubscriptionRow[]): Promise<Webhook[]> {
  const events = await webhookRepository.findEventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toWebhook(
      row,
      events.filter((event) => event.subscription_id === row.id).map((event) => event.event),
    ),
  );
}

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  return withEvents(db, await webhookRepository.findSubscriptions(db));
}

async function getWebhook(db: Executor, id: string): Promise<Webhook & { secret: string }> {
  const row = await webhookRepository.findSubscription(db, id);
  if (!row) throw notFound(saying(integrationRefusals.webhookNotFound));
  const [webhook] = await withEvents(db, [row]);
  return { ...webhook!, secret: row.secret };
}

/** Subscribes a URL to events; the answer holds the signing secret, the one time it is shown. */
export async function createWebhook(
  db: Db,
  input: CreateWebhookInput,
  actor: StaffMember,
  now: Date,
): Promise<CreatedWebhook> {
  const webhook = createWebhookInputSchema.parse(input);
  if (webhook.storeId && !(await storeRepository.findStoreById(db, webhook.storeId)))
    throw badRequest(saying(integrationRefusals.noSuchStore), [
      { path: 'storeId', message: saying(integrationRefusals.chooseChainStore) },
    ]);
  const id = randomUUID();
  const events = [...new Set(webhook.events)];
  await db.transaction().execute(async (trx) => {
    await webhookRepository.insertSubscription(
      trx,
      {
        id,
        url: webhook.url,
        description: webhook.description,
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        store_id: webhook.storeId,
        active: 1,
        created_by: actor.id,
        created_at: now.toISOString(),
      },
      events,
    );
    await auditWebhook(trx, id, `${webhook.url} · ${events.join(', ')}`, actor, now);
  });
  return getWebhook(db, id);
}

/** Changes where it goes, what it wants, or pauses it (a paused webhook is sent nothing new). */
export async function updateWebhook(
  db: Db,
  id: string,
  input: UpdateWebhookInput,
  actor: StaffMember,
  now: Date,
): Promise<Webhook> {
  await db.transaction().execute(async (trx) => {
    const before = await webhookRepository.findSubscription(trx, id);
    if (!before) throw notFound(saying(integrationRefusals.webhookNotFound));
    const changes = {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.active !== undefined && { active: input.active ? 1 : 0 }),
    };
    if (Object.keys(changes).length > 0) await webhookRepository.updateSubscription(trx, id, changes);
    if (input.events) await webhookRepository.replaceEvents(trx, id, [...new Set(input.events)]);
    const said = [
      input.url && `to ${input.url}`,
      input.events && input.events.join(', '),
      input.active !== undefined && (input.active ? 'resumed' : 'paused'),
    ].filter(Boolean);
    await auditWebhook(trx, id, `${before.url} · ${said.join(' · ') || 'saved'}`, actor, now);
  });
  const { secret: _secret, ...webhook } = await getWebhook(db, id);
  return webhook;
}

function auditWebhook(trx: Executor, id: string, summary: string, actor: StaffMember, now: Date) {
  return recordAudit(
    trx,
    { action: 'webhook.changed', userId: actor.id, subject: { type: 'webhook', id }, summary, details: {} },
    now,
  );
}

/** A subscription's latest deliveries with every attempt, newest first. */
export async function listDeliveries(db: Db, id: string, limit = 50): Promise<WebhookDelivery[]> {
  if (!(await webhookRepository.findSubscription(db, id))) throw notFound(saying(integrationRefusals.webhookNotFound));
  const rows = await webhookRepository.findDeliveries(db, id, limit);
  const attempts = await webhookRepository.findAttemptsOf(
    db,
    rows.map((row) => Number(row.seq)),
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    eventId: row.event_id,
    event: row.event,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    status: row.status as WebhookDelivery['status'],
    attempts: attempts
      .filter((attempt) => Number(attempt.delivery_seq) === Number(row.seq))
      .map((attempt) => ({
        attemptedAt: attempt.attempted_at,
        statusCode: attempt.status_code,
        error: attempt.error,
        durationMs: Number(attempt.duration_ms),
      })),
    createdAt: row.created_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
  }));
}

/** Sends a delivery again now, with the same event id (a receiver that had it can tell). */
export async function resendDelivery(db: Db, seq: number, now: Date): Promise<void> {
  const giveUpAt = new Date(now.getTime() + retryForMs).toISOString();
  if (!(await requeue(db, seq, now.toISOString(), giveUpAt)))
    throw notFound(saying(integrationRefusals.deliveryNotFound));
}

import { randomUUID } from 'node:crypto';
import { webhookHeaders } from '@tillwise/core/webhook/webhook-schemas';
import { signWebhookBody } from '@tillwise/core/webhook/webhook-signature';
import type { Db } from '../db/database';
import * as outboxRepository from '../db/repositories/webhook-outbox-repository';

/** After the first failure: 10 s, 30 s, 1 min, 5 min, 15 min, 30 min, then hourly, until the day is up. */
const backoffSeconds = [10, 30, 60, 300, 900, 1800, 3600];
const leaseMs = 60_000;
const timeoutMs = 10_000;
const keptResponseChars = 500;

export const retryDelaySeconds = (failures: number) =>
  backoffSeconds[Math.min(failures, backoffSeconds.length) - 1] ?? backoffSeconds[0]!;

type Due = Awaited<ReturnType<typeof outboxRepository.findDue>>[number];

interface Answer {
  statusCode: number | null;
  response: string | null;
  error: string | null;
}

async function post(delivery: Due, now: Date): Promise<Answer> {
  const signature = signWebhookBody(delivery.secret, Math.floor(now.getTime() / 1000), delivery.body);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Tillwise-Webhooks/1',
        [webhookHeaders.signature]: signature,
        [webhookHeaders.event]: delivery.event,
        [webhookHeaders.eventId]: delivery.event_id,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await response.text().catch(() => '')).slice(0, keptResponseChars);
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, response: text, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error as Error).message;
    return { statusCode: null, response: null, error: String(message).slice(0, keptResponseChars) };
  }
}

/**
 * Sends what is due, oldest first and one at a time per resource (a later event of a sale waits for the earlier),
 * each taken with a lease so that of several servers one sends it. A success is never sent again; a failure is
 * retried with backoff until a day after its event. Returns how many were attempted.
 */
export async function deliverDueWebhooks(db: Db, now: Date, limit = 50): Promise<number> {
  const due = await outboxRepository.findDue(db, now.toISOString(), limit);
  const blocked = new Set<string>();
  let attempted = 0;
  for (const delivery of due) {
    // An earlier delivery of the same resource that failed this round holds back the later ones.
    const resource = `${delivery.subscription_id}|${delivery.resource_type}|${delivery.resource_id}`;
    if (blocked.has(resource)) continue;
    const until = new Date(now.getTime() + leaseMs).toISOString();
    if (!(await outboxRepository.lease(db, delivery.seq, now.toISOString(), until))) continue;
    const started = Date.now();
    const answer = await post(delivery, now);
    const attemptedAt = now;
    const failures = delivery.attempts + 1;
    const retryAt = new Date(attemptedAt.getTime() + retryDelaySeconds(failures) * 1000);
    const status =
      answer.error === null ? 'delivered' : retryAt.toISOString() > delivery.give_up_at ? 'failed' : 'pending';
    if (status !== 'delivered') blocked.add(resource);
    await db.transaction().execute((trx) =>
      outboxRepository.recordAttempt(trx, {
        id: randomUUID(),
        seq: delivery.seq,
        attemptedAt: attemptedAt.toISOString(),
        statusCode: answer.statusCode,
        response: answer.response,
        error: answer.error,
        durationMs: Date.now() - started,
        status,
        nextAttemptAt: retryAt.toISOString(),
      }),
    );
    attempted += 1;
  }
  return attempted;
}

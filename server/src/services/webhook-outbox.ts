import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@tillwise/core/webhook/webhook-schemas';
import type { Executor } from '../db/database';
import type { PlanStep } from '../db/plan';
import { fanOut, fanOutStep, isWanted } from '../db/repositories/webhook-outbox-repository';
import type { OutboxEvent } from '../db/repositories/webhook-outbox-repository';

/** A delivery is retried for a day after its event, then given up (and can be resent by hand). */
export const retryForMs = 24 * 60 * 60_000;

export interface RaisedEvent {
  event: WebhookEvent;
  resource: { type: string; id: string };
  storeId: string | null;
  /** What the event is about, as the API answers it (a sale, a refund, a product…). */
  data: unknown;
  at: Date;
}

/**
 * The event as POSTed: its id (the same for every subscription and every retry, so a receiver can ignore one it has
 * had), its type, when and where it happened, and the data.
 */
function outboxEvent(raised: RaisedEvent): OutboxEvent & { body: string } {
  const eventId = randomUUID();
  const createdAt = raised.at.toISOString();
  const body = JSON.stringify({
    id: eventId,
    type: raised.event,
    createdAt,
    storeId: raised.storeId,
    data: raised.data,
  });
  return {
    eventId,
    event: raised.event,
    resourceType: raised.resource.type,
    resourceId: raised.resource.id,
    storeId: raised.storeId,
    body,
    createdAt,
    giveUpAt: new Date(raised.at.getTime() + retryForMs).toISOString(),
  };
}

/** Raises an event inside the change's transaction: it is delivered exactly when the change commits. */
export function raiseWebhookEvent(trx: Executor, raised: RaisedEvent): Promise<void> {
  return fanOut(trx, outboxEvent(raised));
}

/**
 * The same as a step of a plan (a sale's). The body may carry marks the plan fills in (the order number it takes),
 * written as @@name@@.
 */
export function webhookEventStep(raised: RaisedEvent, fillsMarks: boolean): PlanStep {
  const event = outboxEvent(raised);
  return fanOutStep(fillsMarks ? { ...event, body: { template: event.body } } : event);
}

/** Raises an event whose data costs a read, reading it only when a subscription wants the event. */
export async function raiseWebhookEventIfWanted(
  trx: Executor,
  raised: Omit<RaisedEvent, 'data'> & { data: () => Promise<unknown> },
): Promise<void> {
  if (!(await isWanted(trx, raised.event))) return;
  await raiseWebhookEvent(trx, { ...raised, data: await raised.data() });
}

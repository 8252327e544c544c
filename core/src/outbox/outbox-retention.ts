import type { OutboxEntry } from './outbox';

/**
 * How long the till keeps a sent entry: the store's return window, so a sale taken here can have its receipt
 * reprinted and be refunded offline for as long as the customer may bring it back. The store has no setting for the
 * window (its Return Policy is text printed on the receipt), so this is the 30 days the demo store's policy says.
 */
export const returnWindowDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** The moment before which a sent entry has outlived the return window, counted from when the till recorded it. */
export function outboxKeepCutoff(now: Date, windowDays = returnWindowDays): Date {
  return new Date(now.getTime() - windowDays * dayMs);
}

/**
 * A sent entry is dropped once it was recorded before the cutoff; one still waiting to be sent or refused by the
 * server is never dropped, however old, since it is the only record of what the till did.
 */
export function isPastKeeping(entry: Pick<OutboxEntry, 'state' | 'createdAt'>, cutoff: Date): boolean {
  return entry.state === 'synced' && Date.parse(entry.createdAt) < cutoff.getTime();
}

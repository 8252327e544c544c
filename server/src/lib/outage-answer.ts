import { healthOf } from '../db/database-health';
import type { Db } from '../db/database';
import { isStorageOutage } from '../db/outage';

/** Seconds a client is asked to wait before it sends again while the database is away. */
export const outageRetryAfterSeconds = 5;

/**
 * What the API says while its database is away, in the person's words: what is wrong, and what happens to what they
 * sent (a route says it through its `whenDatabaseAway` config: a till's sale is kept and sent again).
 */
export function outageMessage(error: unknown, whenDatabaseAway = 'Try again in a moment.'): string {
  const what = isStorageOutage(error)
    ? "The server's disk is full or read-only, so the database cannot record anything."
    : 'The database cannot be reached.';
  return `${what} ${whenDatabaseAway}`;
}

/** Whether the error is the database being away; when it is, the server's watch on its database hears of it. */
export const isOutageOf = (db: Db, error: unknown) => healthOf(db).noteFailure(error);

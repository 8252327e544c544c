import type { Db } from '../db/database';
import { pendingMigrations } from '../db/database';
import { healthOf, probeRead } from '../db/database-health';
import { outageMessage } from '../lib/outage-answer';

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this server can serve now, for a load balancer's readiness check: its database answers (within two
 * seconds), takes writes as far as this server last found, and has every migration this version needs.
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  const health = healthOf(db);
  const known = health.state;
  if (!known.available) return { ready: false, reason: outageMessage(known.cause, 'Waiting for it to come back.') };
  const reached = await probeRead(db);
  if (!reached.ok) {
    health.noteFailure(reached.error);
    return { ready: false, reason: outageMessage(reached.error, 'Waiting for it to come back.') };
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) return { ready: false, reason: `The database's schema is behind: ${pending.join(', ')}` };
  return { ready: true };
}

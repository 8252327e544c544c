import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { isDatabaseOutage, isStorageOutage } from './outage';
import type { Database } from './schema';

/** How the database is, as this server has found it: taking writes, or away since a moment. */
export type DatabaseState =
  { available: true } | { available: false; since: Date; reason: string; storage: boolean; cause: unknown };

export interface DatabaseHealthEvents {
  lost: [{ reason: string; storage: boolean }];
  back: [{ awayMs: number }];
}

// Once an outage is noticed the database is tried this often until it takes a write again.
const probeEveryMs = 500;
/** How long one probe (or readiness check) may take before the database counts as not answering. */
export const probeTimeoutMs = 2_000;

/**
 * This server's view of its database. An outage is noticed by whatever meets it first (a request, a scheduled job)
 * and said once ('lost'); from then a small write is tried every half second until one succeeds ('back', with how
 * long it was away). Nothing is tried while all is well, so the sale path pays nothing for it.
 */
export class DatabaseHealth extends EventEmitter<DatabaseHealthEvents> {
  private current: DatabaseState = { available: true };
  private probing: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly db: Kysely<Database>) {
    super();
    // Every request waiting for a connection listens for an outage.
    this.setMaxListeners(0);
  }

  get state(): DatabaseState {
    return this.current;
  }

  /**
   * Notes a failure: an outage (the database away, out of space, read-only) starts one; anything else is the
   * request's own. Returns whether it was an outage.
   */
  noteFailure(error: unknown, now = new Date()): boolean {
    if (!isDatabaseOutage(error)) return false;
    if (this.current.available && !this.closed) {
      const reason = describeOutage(error);
      const storage = isStorageOutage(error);
      this.current = { available: false, since: now, reason, storage, cause: error };
      this.emit('lost', { reason, storage });
      this.scheduleProbe();
    }
    return true;
  }

  private scheduleProbe() {
    if (this.closed || this.probing) return;
    this.probing = setTimeout(() => void this.probe(), probeEveryMs);
    // Waiting for the database keeps no process alive on its own.
    this.probing.unref();
  }

  private async probe() {
    const result = await probeWrite(this.db);
    this.probing = null;
    if (this.closed || this.current.available) return;
    if (!result.ok) return this.scheduleProbe();
    const awayMs = Date.now() - this.current.since.getTime();
    this.current = { available: true };
    this.emit('back', { awayMs });
  }

  close() {
    this.closed = true;
    if (this.probing) clearTimeout(this.probing);
    this.probing = null;
    this.removeAllListeners();
  }
}

export type ProbeResult = { ok: true } | { ok: false; reason: string; error: unknown };

const healths = new WeakMap<Kysely<Database>, DatabaseHealth>();

/** The health of this database as this process sees it, made on first use. */
export function healthOf(db: Kysely<Database>): DatabaseHealth {
  let health = healths.get(db);
  if (!health) healths.set(db, (health = new DatabaseHealth(db)));
  return health;
}

/** Stops watching this database (the server is closing). */
export function closeHealth(db: Kysely<Database>) {
  healths.get(db)?.close();
  healths.delete(db);
}

/**
 * Whether the database takes a write now, within probeTimeoutMs: an update that changes nothing still has to reach
 * the disk (SQLite's WAL, PostgreSQL's log), so a full disk, a read-only file system or a standby fails it.
 */
export async function probeWrite(db: Kysely<Database>): Promise<ProbeResult> {
  return withDeadline(async () => {
    await db
      .updateTable('database_epoch')
      .set({ made_at: sql`made_at` })
      .where('id', '=', 1)
      .execute();
  });
}

/** Whether the database answers a read now, within probeTimeoutMs. */
export async function probeRead(db: Kysely<Database>): Promise<ProbeResult> {
  return withDeadline(async () => {
    await sql`select 1`.execute(db);
  });
}

async function withDeadline(work: () => Promise<void>): Promise<ProbeResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    // Named as a socket timeout: a database that does not answer is away.
    const silent = Object.assign(new Error(`no answer within ${probeTimeoutMs} ms`), { code: 'ETIMEDOUT' });
    timer = setTimeout(() => reject(silent), probeTimeoutMs);
  });
  try {
    await Promise.race([work(), deadline]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describeOutage(error), error };
  } finally {
    clearTimeout(timer);
  }
}

/** The error in a few words for the log: its code, when it has one, and its message. */
export function describeOutage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}

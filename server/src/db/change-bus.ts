import { EventEmitter } from 'node:events';
import pg from 'pg';
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/**
 * Tells every Tillwise server sharing the database that something happened (a till's display changed, settings
 * were saved, sessions ended), the server that said it included. On PostgreSQL it is LISTEN/NOTIFY, so servers
 * behind one load balancer hear each other; on SQLite, one process serves the store and it stays in memory.
 * Messages are small (PostgreSQL carries under 8,000 bytes): they name what changed, and listeners read the rest
 * from the database.
 */
export interface ChangeBus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Calls handler for each message on the topic; returns the unsubscribe. */
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
  /** Tells this server's subscribers of catchUpTopic that they may have missed messages (the database was away). */
  catchUp(): void;
  close(): Promise<void>;
}

/**
 * Heard (on this server only) when messages may have been missed: the listening connection is back after a drop, or
 * the database after an outage. Whoever keeps something another server may have changed reads it afresh.
 */
export const catchUpTopic = 'reconnected';

const channel = 'tillwise_bus';
const maxPayloadBytes = 7_900;
const buses = new WeakMap<Kysely<Database>, ChangeBus>();
const postgresUrls = new WeakMap<Kysely<Database>, string>();

/** Remembers the address of a PostgreSQL database, for the bus's own listening connection. */
export function notePostgresUrl(db: Kysely<Database>, url: string) {
  postgresUrls.set(db, url);
}

/** The bus of this database, made on first use. */
export function busOf(db: Kysely<Database>): ChangeBus {
  let bus = buses.get(db);
  if (!bus) {
    const url = postgresUrls.get(db);
    bus = dialectOf(db) === 'postgres' && url ? new PostgresBus(db, url) : new LocalBus();
    buses.set(db, bus);
  }
  return bus;
}

/** Closes the bus of this database, if one was made. */
export async function closeBus(db: Kysely<Database>) {
  await buses.get(db)?.close();
  buses.delete(db);
}

class LocalBus implements ChangeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, message: unknown) {
    // As on PostgreSQL, listeners hear it after the sender has moved on.
    setImmediate(() => this.emitter.emit(topic, structuredClone(message)));
  }

  subscribe(topic: string, handler: (message: unknown) => void) {
    this.emitter.on(topic, handler);
    return () => void this.emitter.off(topic, handler);
  }

  catchUp() {
    this.emitter.emit(catchUpTopic, null);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

// The listening connection gives up on a database that does not answer its handshake after this long, and tries
// again after a pause growing from the first to the last: a database back from a restart is heard within a second.
const listenConnectMs = 2_500;
const listenRetryMs = { first: 250, last: 1_000 };

class PostgresBus implements ChangeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retrying: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly url: string,
  ) {}

  async publish(topic: string, message: unknown) {
    const payload = JSON.stringify({ topic, message });
    if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error(`A bus message on ${topic} is too large`);
    await this.listen();
    await this.db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', [channel, payload]));
  }

  subscribe(topic: string, handler: (message: unknown) => void) {
    this.emitter.on(topic, handler);
    if (!this.client && !this.connecting) this.listen().catch(() => this.listenAgain(listenRetryMs.first));
    return () => void this.emitter.off(topic, handler);
  }

  catchUp() {
    this.emitter.emit(catchUpTopic, null);
  }

  /** Opens the listening connection once (and again after it drops). */
  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: listenConnectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    client.on('notification', (note) => {
      if (note.channel !== channel || !note.payload) return;
      const { topic, message } = JSON.parse(note.payload) as { topic: string; message: unknown };
      this.emitter.emit(topic, message);
    });
    // A dropped connection (an error, or an end nobody asked for): listen again; listeners may have missed messages
    // meanwhile, so they hear catchUpTopic once it is back and read what they keep afresh.
    const dropped = () => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => undefined);
      this.listenAgain(listenRetryMs.first);
    };
    client.on('error', dropped);
    client.on('end', dropped);
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  /**
   * Listens again after a dropped connection, trying again every second at most while the database is down: an
   * attempt that fails is tried again, never left as an unhandled rejection that would stop the server.
   */
  private listenAgain(delayMs: number) {
    if (this.closed || this.retrying) return;
    this.retrying = setTimeout(() => {
      this.retrying = null;
      this.listen().then(
        () => this.catchUp(),
        () => this.listenAgain(Math.min(delayMs * 2, listenRetryMs.last)),
      );
    }, delayMs);
    // Waiting to listen again keeps no process alive on its own.
    this.retrying.unref();
  }

  async close() {
    this.closed = true;
    if (this.retrying) clearTimeout(this.retrying);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.emitter.removeAllListeners();
    await client?.end().catch(() => undefined);
  }
}

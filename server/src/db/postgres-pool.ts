import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { isDatabaseOutage } from './outage';

/** How long the API waits on PostgreSQL before it answers that the database cannot be reached. */
export interface PostgresTimeouts {
  /** To open a connection; also the longest wait for one from the pool while the database is known to be away. */
  connectMs: number;
  /** The longest wait for a free connection of a busy pool while all is well (a burst of tills queues). */
  queueMs: number;
  /** For one statement (PostgreSQL cancels it), null for none: migrations and rebuilds take as long as they take. */
  statementMs: number | null;
}

/**
 * The API's: a request waits at most connectMs for a connection and statementMs (plus a second for the answer to
 * come back) for a statement, so a database that freezes is answered as an outage within the till's own 8 s.
 */
export const apiTimeouts: PostgresTimeouts = { connectMs: 2_000, queueMs: 10_000, statementMs: 4_000 };

/** For migrations, rollup rebuilds and the demo seed: no statement timeout. */
export const maintenanceTimeouts: PostgresTimeouts = { connectMs: 10_000, queueMs: 60_000, statementMs: null };

// A statement the server has not answered this long after its own timeout went off: the server, or the line to
// it, is frozen; the connection is given up on rather than left holding a statement that may never end.
const answerGraceMs = 1_000;

/** The longest a request waits on a database that does not answer: a connection, then one statement. */
// The queue's wait is cut to connectMs once the database is found away, which a hung statement finds within its
// timeout: so while it is away a request waits at most that long, then a connection's opening, then a statement.
export const longestApiWaitMs = apiTimeouts.connectMs * 2 + (apiTimeouts.statementMs ?? 0) + answerGraceMs;
// Dead peers are noticed by TCP keepalive after this long of silence, even on a connection waiting for nothing.
const keepAliveMs = 5_000;
// A transaction left open by a server that vanished (a network split) would hold the day's figures locked for
// every other till of the chain: PostgreSQL ends it after this long idle.
const idleInTransactionMs = 30_000;

/** What a pool reports when a connection fails while nobody is using it, or one in use breaks. */
export type ConnectionErrorListener = (error: Error) => void;

/** Whether the database is known to be away now, and a way to hear the moment it is found so. */
export interface OutageWatch {
  isAway(): boolean;
  /** Calls the listener once, when an outage is found; returns the unsubscribe. */
  onceAway(listener: () => void): () => void;
}

/** What a request waiting for a connection is refused with once the database is found away. */
const awayWhileWaiting = () =>
  Object.assign(new Error('timeout exceeded when trying to connect: the database is away'), { code: 'ETIMEDOUT' });

/**
 * A pool of PostgreSQL connections that no database failure can crash: every connection, idle or checked out,
 * has its errors heard (node-postgres drops the pool's own listener while a connection is in use, and an unheard
 * 'error' event ends the process), and one that failed a statement because the database went away, or timed out,
 * is destroyed on release instead of being handed to the next request.
 */
export function openPostgresPool(
  url: string,
  options: {
    max: number;
    timeouts: PostgresTimeouts;
    onConnectionError?: ConnectionErrorListener;
    outage?: OutageWatch;
  },
): PostgresPool {
  const { max, timeouts, outage } = options;
  const heard = options.onConnectionError ?? (() => undefined);
  // node-postgres bounds the wait for a pooled connection and the opening of a new one with one setting: the pool's
  // is the queue's (a busy pool is not an outage), each connection's the handshake's.
  class HandshakeTimedClient extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectMs });
    }
  }
  const pool = new pg.Pool({
    Client: HandshakeTimedClient,
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.queueMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: keepAliveMs,
    idle_in_transaction_session_timeout: idleInTransactionMs,
    ...(timeouts.statementMs !== null && {
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + answerGraceMs,
    }),
  });
  pool.on('error', heard);
  pool.on('connect', (client) => client.on('error', heard));
  const guarded = new WeakMap<pg.PoolClient, GuardedClient>();
  const wrap = (client: pg.PoolClient) => {
    let wrapper = guarded.get(client);
    if (!wrapper) guarded.set(client, (wrapper = new GuardedClient(client)));
    wrapper.broken = null;
    return wrapper;
  };
  return {
    async connect() {
      const acquiring = pool.connect();
      if (!outage) return wrap(await acquiring);
      // While the database is away a request waits no longer than a connection takes to open: the queue of a pool
      // whose connections all hang would otherwise hold every till for the queue's whole wait.
      let stopWatching = () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const refused = new Promise<never>((_, reject) => {
        const giveUpSoon = () => (timer = setTimeout(() => reject(awayWhileWaiting()), timeouts.connectMs));
        if (outage.isAway()) giveUpSoon();
        else stopWatching = outage.onceAway(giveUpSoon);
      });
      try {
        return wrap(await Promise.race([acquiring, refused]));
      } catch (error) {
        // A connection that arrives after its request gave up goes back to the pool.
        acquiring.then(
          (client) => client.release(),
          () => undefined,
        );
        throw error;
      } finally {
        stopWatching();
        clearTimeout(timer);
      }
    },
    end: () => pool.end(),
  };
}

class GuardedClient implements PostgresPoolClient {
  /** Why this connection must not be used again, once a statement on it failed for the database's sake. */
  broken: Error | null = null;

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query(cursor: never): never;
  query<R>(sql: string, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    // A rollback after a statement that timed out would queue behind it and wait as long again: it fails at once,
    // and PostgreSQL rolls the transaction back itself when the connection closes.
    if (this.broken) return Promise.reject(this.broken);
    return this.client.query(sql, parameters as unknown[]).then(
      (result) => result as unknown as PostgresQueryResult<R>,
      (error: unknown) => {
        if (isDatabaseOutage(error)) this.broken = error as Error;
        throw error;
      },
    );
  }

  release() {
    // Given an error, the pool closes the connection and opens a fresh one for the next request.
    this.client.release(this.broken ?? undefined);
  }
}

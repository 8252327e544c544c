/** What the offline-till page measures in Chromium and hands back to the bench (the page runs in the browser). */

/** The till's session and its till, as the page set them up. */
export interface OfflineTillSetup {
  tillId: string;
  staff: { id: string; name: string };
}

/** A start of the till's replica, from ReplicaSync.start() to status `ready`. */
export interface ReplicaLoadFigures {
  ms: number;
  /** What the status says the search worker holds once ready. */
  statusProducts: number;
  /** Rows in IndexedDB's 'products' store once ready, and of those the ones on sale. */
  held: number;
  heldActive: number;
  customersHeld: number;
  /** A search of the worker once ready: the replica answers, not just counts. */
  sampleSearchTotal: number;
}

/** The offline sales put in the outbox, as the till records them. */
export interface QueuedSales {
  ids: string[];
  numbers: string[];
  lines: number;
  totalCents: number;
  ms: number;
  /** One read of the whole outbox once they are in it (the median of five): the sender reads it before each send. */
  outboxReadMs: number;
}

/** One timed sync of the outbox, until every queued sale is synced (or it gives up). */
export interface FlushFigures {
  ms: number;
  /** flushOutbox() calls it took (more than one only when an attempt found the server unreachable). */
  passes: number;
  synced: number;
  pending: number;
  refused: { id: string; error: string | null }[];
  /** Attempts recorded on the entries, summed. */
  attempts: number;
}

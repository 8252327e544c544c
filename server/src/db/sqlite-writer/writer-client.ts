import { Worker } from 'node:worker_threads';
import type { Plan, PlanOutcome } from '../plan';

interface Pending {
  resolve: (value: WriterReply) => void;
  reject: (error: Error) => void;
}

export interface QueryResult {
  rows: unknown[];
  changes?: number;
  lastInsertRowid?: number;
}

interface WriterReply {
  id: number;
  ok?: boolean;
  result?: QueryResult;
  outcomes?: PlanOutcome[];
  error?: { message: string; code?: string };
}

/** An error the writer thread reported, with SQLite's code (a unique violation, say) kept for the caller. */
export class WriterError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The server's side of the SQLite writer thread (writer-thread.mjs): every write goes through here, answered once
 * it is on disk. Plans sent in the same turn of the event loop share one transaction (a group commit).
 */
export class WriterClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly ready: Promise<void>;
  private nextId = 1;
  private nextTransaction = 1;
  private batch: { plan: Plan; resolve: (outcome: PlanOutcome) => void; reject: (error: Error) => void }[] = [];
  private closed = false;
  private waiting = 0;
  private readonly statementIds = new Map<string, number>();

  constructor(file: string) {
    this.worker = new Worker(new URL('./writer-thread.mjs', import.meta.url), { workerData: { file } });
    this.ready = new Promise((resolve, reject) => {
      const onReady = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        this.worker.off('message', onReady);
        resolve();
      };
      this.worker.on('message', onReady);
      this.worker.once('error', reject);
    });
    // A thread that cannot open the file fails each request that waits on it, not the process when none is waiting.
    this.ready.catch(() => {});
    this.worker.on('message', (message: WriterReply & { ready?: boolean }) => {
      if (message.ready) return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error) pending.reject(new WriterError(message.error.message, message.error.code));
      else pending.resolve(message);
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('The database writer stopped')));
    this.worker.unref();
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  /**
   * The thread keeps the process alive only while something waits on it: like a database on the event loop, an
   * idle one left open (a script that never destroys it) does not hold the process up.
   */
  private async held<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting++ === 0) this.worker.ref();
    try {
      return await work();
    } finally {
      if (--this.waiting === 0) this.worker.unref();
    }
  }

  private send(message: Record<string, unknown>): Promise<WriterReply> {
    return this.held(() => this.post(message));
  }

  private async post(message: Record<string, unknown>): Promise<WriterReply> {
    await this.ready;
    if (this.closed) throw new Error('The database is closed');
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** A new transaction's number, for begin, its statements and its end. */
  transactionId(): number {
    return this.nextTransaction++;
  }

  begin(tx: number) {
    return this.send({ op: 'begin', tx });
  }

  commit(tx: number) {
    return this.send({ op: 'commit', tx });
  }

  rollback(tx: number) {
    return this.send({ op: 'rollback', tx });
  }

  async query(sql: string, params: readonly unknown[], tx?: number): Promise<QueryResult> {
    const reply = await this.send({ op: 'query', sql, params, tx });
    return reply.result ?? { rows: [] };
  }

  /** Runs a plan in the next group commit; resolves with what it bound (or where it stopped) once on disk. */
  runPlan(plan: Plan): Promise<PlanOutcome> {
    return this.held(
      () =>
        new Promise((resolve, reject) => {
          this.batch.push({ plan, resolve, reject });
          if (this.batch.length === 1) setImmediate(() => void this.flushPlans());
        }),
    );
  }

  /**
   * A plan as the writer thread takes it: each statement's text goes over once, and after that its number, since
   * copying long SQL to the thread for every sale costs more than running it.
   */
  private compact(plan: Plan) {
    return plan.steps.map((step) => {
      let statement = this.statementIds.get(step.sql);
      const known = statement !== undefined;
      if (statement === undefined) {
        if (this.statementIds.size >= 5_000) this.statementIds.clear();
        statement = this.statementIds.size;
        this.statementIds.set(step.sql, statement);
      }
      return { ...step, sql: known ? undefined : step.sql, statement };
    });
  }

  private async flushPlans() {
    const batch = this.batch;
    this.batch = [];
    try {
      const reply = await this.send({
        op: 'plans',
        plans: batch.map((entry) => ({ steps: this.compact(entry.plan) })),
      });
      batch.forEach((entry, index) => {
        const outcome = reply.outcomes?.[index];
        if (!outcome) entry.reject(new Error('The writer lost a plan'));
        else if (outcome.ok) entry.resolve(outcome);
        else entry.reject(new WriterError(outcome.error.message, outcome.error.code));
      });
    } catch (error) {
      // The thread may not have taken the statements' texts: they go over again.
      this.statementIds.clear();
      for (const entry of batch) entry.reject(error as Error);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}

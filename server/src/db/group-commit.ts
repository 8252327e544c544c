import type { Transaction } from 'kysely';
import { sqliteWriterOf } from './database';
import type { Db } from './database';
import type { Plan, PlanOutcome } from './plan';
import { runAlone, runPlanAlone, runPlanIn } from './plan-runner';
import { dialectOf } from './dialect';
import type { Database } from './schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Writes that arrive while a commit is under way wait and then share the next transaction: one fsync for many
 * sales instead of one each. Every job runs in its own savepoint, so a job that fails (bad input, conflict) is
 * rolled back alone; its caller gets its error, the others commit. A caller hears back only after the commit,
 * so an answered sale is a durable sale.
 */
export class GroupCommit {
  private queue: Job[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly maxBatch = 64,
  ) {}

  /**
   * Runs a plan (see plan.ts): on a SQLite file, on its writer thread with the plans of the same moment in one
   * commit; on PostgreSQL in a transaction of its own on the pool, beside the others; in memory as a job here.
   */
  runPlan(plan: Plan): Promise<PlanOutcome> {
    const writer = sqliteWriterOf(this.db);
    if (writer) return writer.runPlan(plan);
    if (dialectOf(this.db) === 'postgres') return runPlanAlone(this.db, plan);
    return this.run((trx) => runPlanIn(trx, plan));
  }

  run<T>(work: Work<T>): Promise<T> {
    // PostgreSQL takes each write in a transaction of its own on the pool, beside the others: a batch there would
    // hold every job's row locks together, and two servers' batches would deadlock on each other's.
    if (dialectOf(this.db) === 'postgres') return runAlone(this.db, work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Start after the current I/O phase, so every request already read joins this commit.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
        const trx = await this.db.startTransaction().execute();
        try {
          for (const job of batch) {
            const savepoint = await trx.savepoint('job').execute();
            try {
              const value = await job.work(savepoint);
              await savepoint.releaseSavepoint('job').execute();
              outcomes.push({ ok: true, value });
            } catch (error) {
              await savepoint.rollbackToSavepoint('job').execute();
              outcomes.push({ ok: false, error });
            }
          }
          await trx.commit().execute();
        } catch (error) {
          await trx
            .rollback()
            .execute()
            .catch(() => undefined);
          for (const job of batch) job.reject(error);
          continue;
        }
        batch.forEach((job, index) => {
          const outcome = outcomes[index];
          if (outcome?.ok) job.resolve(outcome.value);
          else job.reject(outcome?.error);
        });
      }
    } finally {
      this.flushing = false;
    }
  }
}

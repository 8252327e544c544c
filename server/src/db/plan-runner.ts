import { CompiledQuery } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from './dialect';
import { runPostgresPlan } from './postgres-plan';
import type { Plan, PlanOutcome, PlanStep } from './plan';
import { planValue, settleStep, stepRuns } from './plan-steps.mjs';
import type { Database } from './schema';

const numbered = new Map<string, string>();

/** A plan's SQL with PostgreSQL's numbered placeholders ($1, $2…) in place of ?. */
function forPostgres(sql: string): string {
  let text = numbered.get(sql);
  if (!text) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${(n += 1)}`);
    if (numbered.size > 2_000) numbered.clear();
    numbered.set(sql, text);
  }
  return text;
}

class PlanStopped extends Error {
  constructor(readonly outcome: PlanOutcome) {
    super('plan stopped');
  }
}

/**
 * Runs a plan's steps in the caller's transaction (the same rules as SQLite's writer thread, writer-thread.mjs). A
 * stop undoes the plan's own work through a savepoint and is answered, not thrown; a failing statement throws.
 */
export async function runPlanIn(trx: Transaction<Database>, plan: Plan): Promise<PlanOutcome> {
  const postgres = dialectOf(trx) === 'postgres';
  const run = (text: string) => trx.executeQuery(CompiledQuery.raw(text));
  await run('savepoint tillwise_plan');
  try {
    const bound: Record<string, unknown> = {};
    for (const step of plan.steps) {
      if (!stepRuns(step, bound)) continue;
      const sql = postgres ? forPostgres(step.sql) : step.sql;
      const params = step.params.map((param) => planValue(param, bound));
      const result = await trx.executeQuery(CompiledQuery.raw(sql, params));
      const rows = result.rows as Record<string, unknown>[];
      if (!settleStep(step, rows, Number(result.numAffectedRows ?? 0), bound)) {
        throw new PlanStopped({ ok: true, stopped: step.stop, bound });
      }
    }
    await run('release tillwise_plan');
    return { ok: true, bound };
  } catch (error) {
    await run('rollback to tillwise_plan');
    await run('release tillwise_plan');
    if (error instanceof PlanStopped) return error.outcome;
    throw error;
  }
}

/**
 * Runs steps that bind and expect nothing in the caller's database or transaction: a repository writes through
 * the same statements whether a plan or a service's own transaction carries them.
 */
export async function runSteps(db: Kysely<Database> | Transaction<Database>, steps: readonly PlanStep[]) {
  const postgres = dialectOf(db) === 'postgres';
  for (const step of steps) {
    await db.executeQuery(CompiledQuery.raw(postgres ? forPostgres(step.sql) : step.sql, step.params as unknown[]));
  }
}

/** PostgreSQL's answer when a transaction lost a race it may simply run again: a serialization failure or deadlock. */
function lostRace(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40001' || code === '40P01';
}

/**
 * Runs a plan in a transaction of its own on one of the pool's connections, beside any number of others: it
 * locks only the rows it changes. A transaction that lost a race (deadlock, serialization failure) is run again,
 * a few times, after a short random wait.
 */
export async function runPlanAlone(db: Kysely<Database>, plan: Plan): Promise<PlanOutcome> {
  return retried(
    async () => (await runPostgresPlan(db, plan)) ?? (await db.transaction().execute((trx) => runPlanIn(trx, plan))),
  );
}

/** A write in a transaction of its own on the pool, run again (a few times) when it lost a race. */
export function runAlone<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return retried(() => db.transaction().execute(work));
}

async function retried<T>(attempt: () => Promise<T>, attempts = 8): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!lostRace(error) || tried >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * tried));
    }
  }
}

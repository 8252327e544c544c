import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import type { Plan, PlanOutcome, PlanParam, PlanStep } from './plan';
import type { Database } from './schema';

/**
 * A plan on PostgreSQL in one call of tillwise_run_plan (migration 017), which commits on its own: a sale's row
 * locks (its products' stock, the day's report figures, wanted by every other sale too) are held from its last
 * steps to its commit only, not across round trips to a server busy with other tills, so many sales get through
 * per fsync. Null for a plan the function cannot run (a step run only when another bound something).
 */
export async function runPostgresPlan(db: Kysely<Database>, plan: Plan): Promise<PlanOutcome | null> {
  if (plan.steps.some((step) => step.when || step.unless)) return null;
  const steps = plan.steps.map(compile);
  try {
    const { rows } = await db.executeQuery<{ bound: Record<string, unknown> }>(
      CompiledQuery.raw('select tillwise_run_plan($1::jsonb) as bound', [JSON.stringify(steps)]),
    );
    return { ok: true, bound: rows[0]?.bound ?? {} };
  } catch (error) {
    const stop = stopOf(error);
    if (stop) return { ok: true, stopped: stop.stop, bound: stop.bound };
    throw error;
  }
}

/** Where a plan stopped, from the function's exception, or null for any other error. */
function stopOf(error: unknown): { stop: string; bound: Record<string, unknown> } | null {
  const { message, detail } = (error ?? {}) as { message?: string; detail?: string };
  if (message !== 'tillwise_plan_stop' || !detail) return null;
  return JSON.parse(detail) as { stop: string; bound: Record<string, unknown> };
}

/** A parameter's type in the step's SQL: what its value is (a value bound by an earlier step is text). */
function castOf(param: PlanParam): string {
  if (typeof param === 'number') return Number.isInteger(param) ? 'bigint' : 'numeric';
  return 'text';
}

/** A step as the function takes it: each ? read from the step's parameter array, cast to its value's type. */
function compile(step: PlanStep) {
  let position = 0;
  const sql = step.sql.replace(/\?/g, () => {
    const param = step.params[position] as PlanParam;
    const index = position;
    position += 1;
    return param === null ? 'null' : `($1->>${index})::${castOf(param)}`;
  });
  const kind = /^\s*select\b/i.test(step.sql) ? 'read' : /\breturning\b/i.test(step.sql) ? 'returning' : 'write';
  return {
    sql,
    kind,
    params: step.params,
    // Only a step with a value bound by an earlier one has its parameters rebuilt by the function.
    ...(step.params.some((param) => param !== null && typeof param === 'object') && { fills: true }),
    ...(step.bind && { bind: step.bind }),
    ...(step.column && { column: step.column }),
    ...(step.expect && { expect: step.expect, stop: step.stop }),
  };
}

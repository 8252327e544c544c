/**
 * A plan: the statements of one write worked out before it runs, so the transaction holds the database only for
 * the writes and the few checks that must see them (a sale's rows, its stock and ledgers). The same plan runs on
 * SQLite's writer thread, many to a commit, and on PostgreSQL in a transaction of its own (plan-runner.ts).
 *
 * Steps run in order. A step may bind its first row (or one column of it) to a name that later steps use as a
 * parameter; expect a row, no row, or a changed row, and otherwise stop the plan: everything it did is undone and
 * the caller hears which stop it reached (and what was bound until then), to answer as the rule says.
 */
export type PlanParam =
  | string
  | number
  | null
  /** A value an earlier step bound. */
  | { ref: string }
  /** Text with each @@name@@ replaced by the value an earlier step bound (an order number in a summary). */
  | { template: string };

export interface PlanStep {
  /** The statement, with ? for each parameter. */
  sql: string;
  params: PlanParam[];
  /** Keep the first row (or its `column`) under this name. */
  bind?: string;
  column?: string;
  /** What must come back; otherwise the plan stops at `stop`. */
  expect?: 'row' | 'none' | 'changed';
  stop?: string;
  /** Run only when the named value is bound and truthy (or, with unless, when it is not). */
  when?: string;
  unless?: string;
}

export interface Plan {
  steps: PlanStep[];
}

/** How a plan ended: done (stopped unset) or stopped at a named step, with what it had bound. */
export type PlanOutcome =
  | { ok: true; bound: Record<string, unknown>; stopped?: string }
  | { ok: false; error: { message: string; code?: string } };

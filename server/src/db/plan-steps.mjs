// How a plan's steps run, shared by SQLite's writer thread (writer-thread.mjs, plain JavaScript) and the runner
// for a transaction of the server's own (plan-runner.ts): see plan.ts for what a plan is.

/**
 * A parameter's value: as the plan gives it, what an earlier step bound under a name (`{ ref }`), or text with
 * each @@name@@ replaced by what was bound (`{ template }`).
 */
export function planValue(param, bound) {
  if (param === null || typeof param !== 'object') return param;
  if ('ref' in param) return bound[param.ref];
  return param.template.replace(/@@(\w+)@@/g, (_, name) => String(bound[name]));
}

/** Whether a step runs, given what earlier steps bound. */
export function stepRuns(step, bound) {
  return !(step.when && !bound[step.when]) && !(step.unless && bound[step.unless]);
}

/**
 * Keeps what a step bound and says whether it met its expectation: `rows` as the statement returned them,
 * `changes` the rows it wrote.
 */
export function settleStep(step, rows, changes, bound) {
  const row = rows[0];
  if (step.bind) bound[step.bind] = row === undefined ? undefined : step.column ? row[step.column] : row;
  if (step.expect === 'row') return row !== undefined;
  if (step.expect === 'none') return row === undefined;
  if (step.expect === 'changed') return changes > 0 || rows.length > 0;
  return true;
}

// The SQLite writer: a worker thread that owns the store's only write connection, so that no write (nor the disk
// sync that makes it durable) runs on the server's event loop. Plain JavaScript: worker threads do not load
// TypeScript through tsx. See writer-client.ts for the other side and plan.ts for what a plan is.
//
// Work arrives as messages and runs one at a time: a statement on its own, an interactive transaction (begin, its
// statements, commit or rollback: nothing else runs until it ends), or a batch of plans (each in a savepoint of one
// transaction: a group commit). A write is answered once it is on disk: the connection commits without syncing
// (synchronous=NORMAL) and one fdatasync of the WAL on libuv's thread pool covers every commit made before it
// started, so the thread takes the next work while the disk syncs. Checkpoints run on a thread of their own. Both
// are in wal-sync.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { planValue, settleStep, stepRuns } from '../plan-steps.mjs';
import { createWalSync } from './wal-sync.mjs';

const require = createRequire(import.meta.url);
const SQLite = require('better-sqlite3');

const { file, checkpointPages = 2000 } = workerData;
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('wal_autocheckpoint = 0');
db.pragma(`journal_size_limit = ${8 * 1024 * 1024}`);
const { noteCommit, whenDurable, stopCheckpoints, closeWal } = createWalSync(file, checkpointPages);

const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= 1000) statements.delete(statements.keys().next().value);
    statements.set(sql, statement);
  }
  return statement;
}

// The statements around every plan, prepared once: db.exec would parse them again for each sale.
const control = {
  begin: db.prepare('begin immediate'),
  commit: db.prepare('commit'),
  savepoint: db.prepare('savepoint plan'),
  release: db.prepare('release plan'),
  undo: db.prepare('rollback to plan'),
};

// Plans name their statements by number once the text has come over (writer-client.ts).
const numbered = [];

function execute(sql, params) {
  return executeStatement(prepare(sql), params);
}

function executeStatement(statement, params) {
  if (statement.reader) return { rows: statement.all(params) };
  const { changes, lastInsertRowid } = statement.run(params);
  return { rows: [], changes, lastInsertRowid: Number(lastInsertRowid) };
}

// --- plans ----------------------------------------------------------------------------------------------------
class PlanStop extends Error {
  constructor(outcome) {
    super('plan stopped');
    this.outcome = outcome;
  }
}

/** Runs one plan's steps (see plan.ts); returns what it bound, or throws PlanStop with where it stopped. */
function runPlan(plan) {
  const bound = {};
  for (const step of plan.steps) {
    if (!stepRuns(step, bound)) continue;
    const result = executeStatement(
      numbered[step.statement],
      step.params.map((param) => planValue(param, bound)),
    );
    if (!settleStep(step, result.rows, result.changes ?? 0, bound)) throw new PlanStop({ stopped: step.stop, bound });
  }
  return { bound };
}

function runPlans(plans) {
  for (const plan of plans) {
    for (const step of plan.steps) if (step.sql !== undefined) numbered[step.statement] = db.prepare(step.sql);
  }
  const outcomes = [];
  control.begin.run();
  try {
    for (const plan of plans) {
      control.savepoint.run();
      try {
        outcomes.push({ ok: true, ...runPlan(plan) });
        control.release.run();
      } catch (error) {
        control.undo.run();
        control.release.run();
        outcomes.push(
          error instanceof PlanStop ? { ok: true, ...error.outcome } : { ok: false, error: errorOf(error) },
        );
      }
    }
    control.commit.run();
    noteCommit();
  } catch (error) {
    rollbackQuietly();
    return plans.map(() => ({ ok: false, error: errorOf(error) }));
  }
  return outcomes;
}

// --- group commit: plans that arrive while the thread is busy share the next transaction --------------------
let collected = [];

function collectPlans(message) {
  collected.push(message);
  if (collected.length === 1) setImmediate(runCollected);
}

function runCollected() {
  const messages = collected;
  collected = [];
  // An interactive transaction that began meanwhile finishes first; the plans then run as one.
  if (activeTransaction !== null) return queue.push({ op: 'collected', messages });
  runMessages(messages);
}

function runMessages(messages) {
  let outcomes;
  try {
    outcomes = runPlans(messages.flatMap((message) => message.plans));
  } catch (error) {
    for (const message of messages) reply(message.id, { error: errorOf(error) });
    return;
  }
  whenDurable((error) => {
    let next = 0;
    for (const message of messages) {
      const mine = outcomes.slice(next, (next += message.plans.length));
      reply(message.id, error ? { error: errorOf(error) } : { outcomes: mine });
    }
  });
}

// --- the queue ------------------------------------------------------------------------------------------------
function errorOf(error) {
  return { message: error?.message ?? String(error), code: error?.code };
}

let activeTransaction = null;

/** Ends the open transaction, if one is open; one SQLite already rolled back (a full disk may) is not an error. */
function rollbackQuietly() {
  try {
    if (db.inTransaction) db.exec('rollback');
  } catch {
    // Nothing is left to undo: the connection is out of its transaction either way.
  }
}
const queue = [];

function reply(id, body) {
  parentPort.postMessage({ id, ...body });
}

/** Runs a message now if nothing holds the connection; otherwise it waits for the transaction that does. */
function handle(message) {
  if (message.tx !== undefined && message.tx === activeTransaction) return run(message);
  if (activeTransaction !== null) return queue.push(message);
  return run(message);
}

function drain() {
  while (activeTransaction === null && queue.length > 0) run(queue.shift());
}

function run(message) {
  const { id, op } = message;
  try {
    switch (op) {
      case 'begin':
        control.begin.run();
        activeTransaction = message.tx;
        return reply(id, { ok: true });
      case 'query': {
        const wasInTransaction = db.inTransaction;
        const result = execute(message.sql, message.params);
        if (!wasInTransaction && result.changes > 0) {
          noteCommit();
          return whenDurable((error) => reply(id, error ? { error: errorOf(error) } : { result }));
        }
        return reply(id, { result });
      }
      case 'commit':
        try {
          control.commit.run();
        } catch (error) {
          // A commit refused (the disk full, the file read-only) ends the transaction here: its owner hears the
          // error and sends no rollback, and the work queued behind it must not wait for one.
          activeTransaction = null;
          rollbackQuietly();
          reply(id, { error: errorOf(error) });
          return drain();
        }
        noteCommit();
        activeTransaction = null;
        whenDurable((error) => reply(id, error ? { error: errorOf(error) } : { ok: true }));
        return drain();
      case 'rollback':
        activeTransaction = null;
        rollbackQuietly();
        reply(id, { ok: true });
        return drain();
      case 'plans':
        return collectPlans(message);
      case 'collected':
        return runMessages(message.messages);
      case 'close':
        stopCheckpoints();
        db.close();
        closeWal();
        reply(id, { ok: true });
        return parentPort.close();
      default:
        return reply(id, { error: { message: `Unknown writer operation ${op}` } });
    }
  } catch (error) {
    // A failed statement inside a transaction leaves it to its owner to roll back; a failed begin releases nothing.
    return reply(id, { error: errorOf(error) });
  }
}

parentPort.on('message', handle);
parentPort.postMessage({ ready: true });

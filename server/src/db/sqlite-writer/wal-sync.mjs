// The SQLite writer's durability (writer-thread.mjs): commits are counted, then synced in order off the thread, one
// fdatasync of the WAL on libuv's thread pool covering every commit made before it started; once the WAL has grown
// past checkpointPages, a thread of its own checkpoints it. Plain JavaScript, as the writer thread is.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The WAL of the database at `file`: noteCommit after each commit, whenDurable to hear once it is on disk. */
export function createWalSync(file, checkpointPages) {
  let committed = 0;
  let synced = 0;
  let syncing = null;
  let walFd = null;
  const waiting = []; // { upTo, then }

  function noteCommit() {
    committed += 1;
  }

  function whenDurable(then) {
    const upTo = committed;
    if (synced >= upTo) return then();
    waiting.push({ upTo, then });
    startSync();
  }

  function startSync() {
    if (syncing || waiting.length === 0) return;
    const covers = committed;
    if (walFd === null) walFd = fs.openSync(`${file}-wal`, 'r');
    syncing = true;
    fs.fdatasync(walFd, (error) => {
      syncing = null;
      if (!error) synced = Math.max(synced, covers);
      const still = [];
      for (const entry of waiting.splice(0)) {
        if (error) entry.then(error);
        else if (synced >= entry.upTo) entry.then();
        else still.push(entry);
      }
      waiting.push(...still);
      startSync();
      askForCheckpoint();
    });
  }

  let checkpointer = null;
  let checkpointDue = false;
  function askForCheckpoint() {
    if (checkpointDue || walFd === null) return;
    if (fs.fstatSync(walFd).size / 4096 < checkpointPages) return;
    checkpointDue = true;
    checkpointer ??= startCheckpointer();
    checkpointer.postMessage('checkpoint');
  }
  function startCheckpointer() {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const SQLite = require(workerData.driver);
       const db = new SQLite(workerData.file);
       db.pragma('busy_timeout = 1000');
       db.pragma('synchronous = FULL');
       parentPort.on('message', () => {
         try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
         parentPort.postMessage('done');
       });`,
      { eval: true, workerData: { file, driver: require.resolve('better-sqlite3') } },
    );
    worker.on('message', () => (checkpointDue = false));
    worker.on('error', () => (checkpointDue = false));
    worker.unref();
    return worker;
  }

  return {
    noteCommit,
    whenDurable,
    stopCheckpoints: () => checkpointer?.terminate(),
    closeWal: () => walFd !== null && fs.closeSync(walFd),
  };
}

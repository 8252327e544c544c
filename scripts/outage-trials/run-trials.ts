import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/src/db/database';
import { longestApiWaitMs, maintenanceTimeouts } from '../../server/src/db/postgres-pool';
import { startPostgresCluster } from '../../server/src/test/postgres-cluster';
import type { PostgresCluster } from '../../server/src/test/postgres-cluster';
import { freePort, ServerProcess } from '../../server/src/test/server-process';
import { seededRandom } from '../crash-trials/random-sale';
import { openTills, productsOnSale, signIn } from '../crash-trials/till-api';
import { DisplayPublisher, DisplayWatcher } from './display-watch';
import { outageFigures } from './outage-figures';
import type { OutageFigures, OutageWindow } from './outage-figures';
import { TillLoad } from './till-load';
import { checkPostgresStore, readStock } from './verify-postgres';
import type { PostgresStoreCheck } from './verify-postgres';

/** What the database does in one outage, mid-trading. */
interface Outage {
  name: string;
  /** Takes the database away and brings it back; resolves once it is back. */
  run: (cluster: PostgresCluster) => Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The three outages of issue 40: a fast restart, a crash with a start 5 s later, and a 10 s freeze. */
export const outages: Outage[] = [
  { name: 'restart -m fast', run: (cluster) => cluster.restart() },
  {
    name: 'stop -m immediate, start 5 s later',
    run: async (cluster) => {
      await cluster.stop('immediate');
      await pause(5_000);
      await cluster.start();
    },
  },
  {
    name: 'frozen 10 s (SIGSTOP, SIGCONT)',
    run: async (cluster) => {
      await cluster.freeze();
      await pause(10_000);
      await cluster.thaw();
    },
  },
];

export interface OutageTrialResult {
  seed: number;
  outages: OutageFigures[];
  sales: { sent: number; recorded: number; answers: number };
  check: PostgresStoreCheck;
  /** Server processes that ended by themselves, or workers the cluster's primary had to start again. */
  exits: string[];
  /** The servers' own log lines about the database: one when it was lost and one when back, per process. */
  logLines: { server: string; lost: number; back: number; other5xx: number }[];
  /** Every answer may take at most this long (ms). */
  answerLimitMs: number;
  problems: string[];
}

/** Sent before, between and after the outages: tills trading normally. */
const tradingMs = 2_500;
/** Waited for, at most, before an outage counts as not recovered from. */
const recoveryLimitMs = 20_000;

/**
 * Three Tillwise servers (one of them two workers in cluster mode) on one PostgreSQL with fsync on, 16 tills selling
 * across them and a customer display following one till from another server; the database is restarted, crashed
 * and frozen in turn mid-trading. Figures for each outage, and the store checked at the end.
 */
export async function runOutageTrials(
  options: {
    tills?: number;
    seed?: number;
    /**
     * How long after the database is back each server must take a sale and the display catch up (2 s), and how
     * much longer than the longest wait by design an answer may take (1 s): a test on a busy machine allows more.
     */
    recoveryMs?: number;
    answerSlackMs?: number;
    /** Runs only the outages whose names include this (all three by default). */
    only?: string;
  } = {},
): Promise<OutageTrialResult> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const tillCount = options.tills ?? 16;
  const recoveryMs = options.recoveryMs ?? 2_000;
  const cluster = await startPostgresCluster({ durable: true });
  const dataDirs: string[] = [];
  const serverOf = async (workers: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-outage-'));
    dataDirs.push(dataDir);
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      TILLWISE_WORKERS: String(workers),
      LOG_LEVEL: 'warn',
    };
    return new ServerProcess(await freePort(), env, { keepOutput: true });
  };
  const servers = [await serverOf(1), await serverOf(1), await serverOf(2)];
  const db = openPostgres(cluster.url, 2, maintenanceTimeouts);
  const problems: string[] = [];
  try {
    // The first seeds the demo store; the others start on it.
    await servers[0]!.start();
    await Promise.all(servers.slice(1).map((server) => server.start()));
    const [a, b] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const admin = await signIn(a.url, 'admin');
    const cookie = await signIn(a.url, 'cashier');
    const tillIds = await openTills(a.url, admin, tillCount);
    const products = (await productsOnSale(a.url, admin)).filter((product) => product.priceCents > 0);
    const openingStock = await readStock(db);

    // One till's display, paired through server A, follows that till while it sells through server B.
    const displayTill = tillIds[1]!;
    const paired = await fetch(`${a.url}/api/displays/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ tillId: displayTill }),
    });
    if (!paired.ok) throw new Error(`Pairing the display answered ${paired.status}`);
    const { code } = (await paired.json()) as { code: string };
    const watcher = new DisplayWatcher(a.url, code);
    const publisher = new DisplayPublisher(b.url, cookie, displayTill);
    watcher.start();

    const load = new TillLoad({
      cookie,
      products,
      random: seededRandom(seed),
      onRecorded: (tillId, sale) => {
        if (tillId !== displayTill || !sale.number) return;
        publisher.show({
          phase: 'thanks',
          receiptNumber: sale.number,
          totalCents: sale.input.expectedTotalCents,
          changeCents: 0,
        });
      },
    });
    tillIds.forEach((tillId, index) => load.start(tillId, servers[index % servers.length]!.url));

    const windows: OutageWindow[] = [];
    await pause(tradingMs);
    for (const outage of outages.filter((each) => !options.only || each.name.includes(options.only))) {
      const startedAt = performance.now();
      await outage.run(cluster);
      const backAt = performance.now();
      windows.push({ name: outage.name, startedAt, backAt });
      // Trading goes on until every server has taken a sale again (or the limit passes), and a while after.
      const deadline = backAt + recoveryLimitMs;
      while (
        performance.now() < deadline &&
        servers.some(
          (server) => !load.answers.some((x) => x.server === server.url && x.status === 200 && x.answeredAt > backAt),
        )
      ) {
        await pause(100);
      }
      await pause(Math.max(0, backAt + 2_000 + tradingMs - performance.now()));
    }
    await load.stop();
    await publisher.stop();
    await watcher.stop();

    const answerLimitMs = longestApiWaitMs + (options.answerSlackMs ?? 1_000);
    const figures = outageFigures({
      windows,
      answers: load.answers,
      servers: servers.map((server) => server.url),
      taken: publisher.taken,
      shown: watcher.shown,
      recoveryMs,
      answerLimitMs,
    });
    problems.push(...figures.problems);
    const check = await checkPostgresStore(db, load.sales, openingStock);
    problems.push(
      ...check.lost.map((detail) => `lost: ${detail}`),
      ...check.duplicated.map((detail) => `not exactly once: ${detail}`),
      ...check.duplicateNumbers.map((number) => `order number used twice: ${number}`),
      ...check.stockMismatches.map((detail) => `stock ≠ ledger: ${detail}`),
      ...check.rollupMismatches.map((detail) => `reports ≠ records: ${detail}`),
    );

    const exits = servers.flatMap((server) => [
      ...server.unexpectedExits.map((how) => `${server.url} exited (${how})`),
      ...server.output.filter((line) => /worker \d+ stopped/.test(line)).map((line) => `${server.url}: ${line}`),
    ]);
    problems.push(...exits);
    const logLines = servers.map((server) => ({
      server: server.url,
      lost: server.output.filter((line) => /The database cannot (be reached|write)/.test(line)).length,
      back: server.output.filter((line) => line.includes('The database is back after')).length,
      other5xx: server.output.filter((line) => line.includes('"level":50') && !/The database cannot/.test(line)).length,
    }));
    for (const line of logLines) {
      if (line.other5xx > 0) problems.push(`${line.server} logged ${line.other5xx} other errors`);
    }
    // The first of those errors as logged, to say what they were.
    for (const server of servers) {
      const other = server.output.filter((line) => line.includes('"level":50') && !/The database cannot/.test(line));
      problems.push(...other.slice(0, 2).map((line) => `${server.url} logged: ${line.slice(0, 600)}`));
    }
    return {
      seed,
      outages: figures.outages,
      sales: {
        sent: load.sales.length,
        recorded: load.sales.filter((sale) => sale.number !== null).length,
        answers: load.answers.length,
      },
      check,
      exits,
      logLines,
      answerLimitMs,
      problems,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await db.destroy().catch(() => undefined);
    await cluster.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

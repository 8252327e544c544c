import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBetween, seededRandom } from './random-sale';
import type { Product, Random } from './random-sale';
import { resendAll } from './resend';
import { sellUntilKilled } from './sale-load';
import type { SentSale } from './sale-load';
import { startServer } from './server-process';
import type { ServerProcess } from './server-process';
import { openTills, productsOnSale, signIn } from './till-api';
import { checkStore, completedOrderNumbers, readStock } from './verify-store';
import type { Finding, StoreCheck } from './verify-store';

export interface CrashTrialOptions {
  trials: number;
  tills: number;
  /** Replays the same carts and kill moments. */
  seed?: number;
  /** The kill comes this many milliseconds after the tills start selling, drawn in [min, max]. */
  killWindowMs?: [number, number];
  /** Leaves the data folder in place, for a look at a failing run. */
  keepData?: boolean;
  onTrial?: (trial: TrialFigures) => void;
}

export interface TrialFigures {
  trial: number;
  killAfterMs: number;
  sent: number;
  ackedBeforeKill: number;
  inFlightAtKill: number;
  /** Answers that were already on their way back when the server died. */
  ackedAfterKill: number;
  /** Never acknowledged, yet recorded before the kill: the sales only the client's id keeps from counting twice. */
  committedUnacked: number;
  resent: number;
  lost: number;
  duplicated: number;
  stockMatchesLedger: boolean;
  reportsMatch: boolean;
  integrity: string;
  problems: string[];
}

export interface CrashTrialsResult {
  seed: number;
  dataDir: string;
  trials: TrialFigures[];
  /** The same checks over every sale of every trial, after the last server stopped cleanly. */
  final: StoreCheck;
  ok: boolean;
}

/**
 * Crash trials: tills sell against a real server process, which is SIGKILLed at a random moment; it restarts on
 * the same data folder, every sale is sent again, and the SQLite file must hold each one exactly once with stock,
 * reports and the file itself intact.
 */
export async function runCrashTrials(options: CrashTrialOptions): Promise<CrashTrialsResult> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = seededRandom(seed);
  const [killMin, killMax] = options.killWindowMs ?? [200, 1500];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillwise-crash-trials-'));
  const dbFile = path.join(dataDir, 'tillwise.db');
  let server: ServerProcess | null = null;
  try {
    server = await startServer(dataDir);
    const admin = await signIn(server.url, 'admin');
    const tillIds = await openTills(server.url, admin, options.tills);
    const products = (await productsOnSale(server.url, admin)).filter((product) => product.priceCents > 0);
    const openingStock = readStock(dbFile);
    const store = { dbFile, tillIds, products, openingStock, allSales: [] as SentSale[], reported: new Set<string>() };

    const trials: TrialFigures[] = [];
    for (let trial = 1; trial <= options.trials; trial += 1) {
      const killAfterMs = randomBetween(random, killMin, killMax);
      const { figures, restarted } = await runTrial(server, store, { trial, killAfterMs, random });
      server = restarted;
      trials.push(figures);
      options.onTrial?.(figures);
    }

    await server.stop();
    server = null;
    const final = checkStore(dbFile, store.allSales, openingStock);
    const ok = trials.every((trial) => trial.problems.length === 0) && describeCheck(final).length === 0;
    return { seed, dataDir, trials, final, ok };
  } finally {
    await server?.kill();
    if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Store {
  dbFile: string;
  tillIds: string[];
  products: Product[];
  openingStock: Map<string, number>;
  allSales: SentSale[];
  /** Sale ids already counted as lost or duplicated, so a lasting fault counts once, in the trial it appeared. */
  reported: Set<string>;
}

async function runTrial(
  server: ServerProcess,
  store: Store,
  { trial, killAfterMs, random }: { trial: number; killAfterMs: number; random: Random },
): Promise<{ figures: TrialFigures; restarted: ServerProcess }> {
  const load = await sellUntilKilled({
    url: server.url,
    cookie: await signIn(server.url, 'cashier'),
    tillIds: store.tillIds,
    products: store.products,
    random,
    trial,
    killAfterMs,
    kill: () => server.kill(),
  });
  store.allSales.push(...load.sales);

  const restarted = await startServer(path.dirname(store.dbFile));
  // Before anything is resent: an acknowledged sale missing now would be silently re-recorded by its resend.
  const recorded = completedOrderNumbers(
    store.dbFile,
    load.sales.map((sale) => sale.input.id),
  );
  const lostInCrash: Finding[] = load.sales.flatMap((sale) =>
    sale.number && recorded.get(sale.input.id) !== sale.number
      ? [{ id: sale.input.id, detail: `acknowledged as ${sale.number}, after restart ${recorded.get(sale.input.id)}` }]
      : [],
  );

  const resend = await resendAll({
    url: restarted.url,
    cookie: await signIn(restarted.url, 'cashier'),
    sales: load.sales,
    random,
    concurrency: store.tillIds.length,
  });
  const check = checkStore(store.dbFile, store.allSales, store.openingStock);

  const fresh = (findings: Finding[]) => {
    const ids = new Set(findings.map((finding) => finding.id).filter((id) => !store.reported.has(id)));
    for (const id of ids) store.reported.add(id);
    return ids.size;
  };
  const rejected = load.sales.filter((sale) => sale.answer === 'rejected');
  const problems = [
    ...lostInCrash.map((f) => `lost in the crash: ${f.id} ${f.detail}`),
    ...load.failedBeforeKill.map((detail) => `no answer while the server was up: ${detail}`),
    ...rejected.map((sale) => `refused: ${sale.input.id} ${sale.rejection}`),
    ...resend.failures.map((f) => `resend failed: ${f.id} ${f.detail}`),
    ...resend.renumbered.map((f) => `resend named another order: ${f.id} ${f.detail}`),
    ...describeCheck(check),
  ];
  const figures: TrialFigures = {
    trial,
    killAfterMs,
    sent: load.sales.length,
    ackedBeforeKill: load.ackedBeforeKill,
    inFlightAtKill: load.inFlightAtKill,
    ackedAfterKill: load.sales.filter((sale) => sale.ackedAfterKill).length,
    committedUnacked: load.sales.filter((sale) => sale.answer !== 'acked' && recorded.has(sale.input.id)).length,
    resent: resend.requests,
    lost: fresh([...lostInCrash, ...check.lost]),
    duplicated: fresh([...check.duplicated, ...resend.renumbered]) + check.duplicateNumbers.length,
    stockMatchesLedger: check.stockMismatches.length === 0,
    reportsMatch: check.rollupMismatches.length === 0,
    integrity: check.integrity,
    problems,
  };
  return { figures, restarted };
}

/** Every failed check, one line each; empty when the store is sound. */
export function describeCheck(check: StoreCheck): string[] {
  return [
    ...check.lost.map((f) => `lost: ${f.id} ${f.detail}`),
    ...check.duplicated.map((f) => `not exactly once: ${f.id} ${f.detail}`),
    ...check.duplicateNumbers.map((number) => `order number used twice: ${number}`),
    ...check.stockMismatches.map((detail) => `stock ≠ ledger: ${detail}`),
    ...check.rollupMismatches.map((detail) => `reports ≠ records: ${detail}`),
    ...(check.integrity === 'ok' ? [] : [`integrity: ${check.integrity}`]),
  ];
}

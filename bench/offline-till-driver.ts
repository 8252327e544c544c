// Driving the offline-till page (bench/offline-till-page.ts) in Chromium from the bench.
import type { Page } from 'playwright-core';
import type { FlushFigures, OfflineTillSetup, QueuedSales, ReplicaLoadFigures } from './offline-till-figures';

/** The page's functions (bench/offline-till-page.ts), called in Chromium. */
interface OfflineTillPage {
  setUpTill(userId: string, pin: string, storeId: string): Promise<OfflineTillSetup>;
  startReplica(storeId: string, timeoutMs: number): Promise<ReplicaLoadFigures>;
  queueOfflineSales(setup: OfflineTillSetup, count: number, seed: number): Promise<QueuedSales>;
  syncOutbox(ids: readonly string[], timeoutMs: number): Promise<FlushFigures>;
  forgetAnswers(ids: readonly string[]): Promise<number>;
}

/** Opens (or reloads) the till page and waits for its functions. */
export async function openTill(page: Page, url: string, reload = false) {
  if (reload) await page.reload();
  else await page.goto(url);
  await page.waitForFunction(() => 'offlineTill' in globalThis);
}

/** Calls one of the page's functions in Chromium. */
export function call<K extends keyof OfflineTillPage>(page: Page, name: K, ...args: Parameters<OfflineTillPage[K]>) {
  return page.evaluate(
    ([fn, fnArgs]) => {
      const till = (globalThis as unknown as { offlineTill: Record<string, (...a: unknown[]) => Promise<unknown>> })
        .offlineTill;
      return till[fn]!(...fnArgs);
    },
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<OfflineTillPage[K]>>>;
}

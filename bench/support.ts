import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder for a benchmark's database, removed by the returned cleanup. */
export function tempDataDir(name: string): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tillwise-bench-${name}-`));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Percentile of a list of durations in milliseconds. */
export function percentile(durations: number[], p: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Times `count` sequential calls and reports rate and latency percentiles. */
export async function measure(label: string, count: number, call: (index: number) => Promise<unknown> | unknown) {
  const durations: number[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const t0 = performance.now();
    await call(index);
    durations.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  const row = {
    label,
    count,
    perSecond: Math.round(count / seconds),
    p50ms: +percentile(durations, 50).toFixed(3),
    p95ms: +percentile(durations, 95).toFixed(3),
    p99ms: +percentile(durations, 99).toFixed(3),
  };
  console.log(
    `${label.padEnd(48)} ${String(row.perSecond).padStart(8)}/s  p50 ${row.p50ms} ms  p95 ${row.p95ms} ms  p99 ${row.p99ms} ms`,
  );
  return row;
}

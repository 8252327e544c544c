import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after a run, the test files that took longest, so the slow ones are seen and made cheaper: each file's
 * import (collect), set-up file and tests with their hooks (a `beforeAll` that builds an app counts here).
 * `TILLWISE_SLOWEST_TESTS=N` prints N of them (10 unless told; 0 prints none).
 */
export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = Number(process.env.TILLWISE_SLOWEST_TESTS ?? 10);
    if (!count || testModules.length === 0) return;
    const rows = testModules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return {
        file: `${module.project.name} ${module.relativeModuleId}`,
        importing: collectDuration,
        tests: setupDuration + duration,
        total: collectDuration + setupDuration + duration,
      };
    });
    rows.sort((a, b) => b.total - a.total);
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const lines = rows
      .slice(0, count)
      .map((row) => `${seconds(row.total)}${seconds(row.importing)}${seconds(row.tests)}  ${row.file}`);
    const all = rows.reduce((sum, row) => sum + row.total, 0);
    console.log(
      [
        '',
        `Slowest test files (seconds; all ${rows.length} files: ${(all / 1000).toFixed(0)} s of worker time)`,
        '  total import  tests  file',
        ...lines,
        '',
      ].join('\n'),
    );
  }
}

// npm run outage-trials [-- --tills 16 --seed 7 --only frozen]: three Tillwise servers (one in cluster mode) on a PostgreSQL of
// their own with fsync on, 16 tills selling; the database restarted fast, crashed and started 5 s later, then
// frozen for 10 s, each mid-trading. Prints each outage's figures and the store's check; exits 1 on any problem.
import { parseArgs } from 'node:util';
import { runOutageTrials } from './outage-trials/run-trials';

const { values } = parseArgs({
  options: { tills: { type: 'string', default: '16' }, seed: { type: 'string' }, only: { type: 'string' } },
});
const tills = Number(values.tills);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(tills) || tills < 1) throw new Error('--tills: expected a whole number');
if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed: expected a whole number');

const started = performance.now();
console.log(`Outage trials: 3 servers (one with 2 workers), ${tills} tills, PostgreSQL with fsync on`);
const result = await runOutageTrials({ tills, seed, only: values.only });
console.log('');
console.log(
  '| outage | away | answers while away | 503 with the message | slowest answer | first sale after, per server | display caught up |',
);
console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: |');
for (const outage of result.outages) {
  const firsts = Object.values(outage.firstSaleAfterMs)
    .map((ms) => (ms === null ? 'none' : `${ms} ms`))
    .join(' / ');
  console.log(
    `| ${outage.name} | ${(outage.awayMs / 1000).toFixed(1)} s | ${outage.answered} | ${outage.answered503WithMessage} | ` +
      `${outage.slowestAnswerMs} ms | ${firsts} | ${outage.displayCaughtUpMs ?? 'never'} ms |`,
  );
}
console.log('');
const { check, sales } = result;
console.log(
  `Sales: ${sales.sent} rung up, ${sales.recorded} recorded, ${sales.answers} answers; ` +
    `lost ${check.lost.length}, not exactly once ${check.duplicated.length + check.duplicateNumbers.length}, ` +
    `stock ≠ ledger ${check.stockMismatches.length}, reports ≠ records ${check.rollupMismatches.length}`,
);
console.log(
  `Every answer within ${result.answerLimitMs} ms; server exits or restarted workers: ${result.exits.length}`,
);
for (const line of result.logLines) {
  console.log(`Log of ${line.server}: ${line.lost} "cannot be reached", ${line.back} "back after" lines`);
}
for (const problem of result.problems.slice(0, 50)) console.log(`  ✗ ${problem}`);
console.log(`Seed ${result.seed}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(result.problems.length === 0 ? 'PASS' : 'FAIL');
process.exit(result.problems.length === 0 ? 0 : 1);

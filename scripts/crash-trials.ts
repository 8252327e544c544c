// npm run crash-trials [-- --trials 20 --tills 16 --seed 7 --keep-data]: sell, SIGKILL the server, restart,
// resend every sale, check the SQLite file. Exits 1 when a sale is lost or doubled or the store is inconsistent.
import { parseArgs } from 'node:util';
import { describeCheck, runCrashTrials } from './crash-trials/run-trials';
import { tableHeader, tableLegend, tableRow, totalsRow } from './crash-trials/summary-table';

const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '20' },
    tills: { type: 'string', default: '16' },
    seed: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const trials = Number(values.trials);
const tills = Number(values.tills);
const seed = values.seed === undefined ? undefined : Number(values.seed);
for (const [name, value] of Object.entries({ trials, tills, seed: seed ?? 0 })) {
  if (!Number.isInteger(value) || value < (name === 'seed' ? 0 : 1))
    throw new Error(`--${name}: expected a whole number`);
}

const started = performance.now();
console.log(`Crash trials: ${trials} trials, ${tills} tills, SIGKILL 200–1500 ms into each`);
console.log(tableHeader);
const result = await runCrashTrials({
  trials,
  tills,
  seed,
  keepData: values['keep-data'],
  onTrial: (trial) => {
    console.log(tableRow(trial));
    for (const problem of trial.problems.slice(0, 20)) console.log(`      ✗ ${problem}`);
  },
});
console.log(totalsRow(result.trials));
console.log('');
for (const line of tableLegend) console.log(line);
console.log('');
const finalProblems = describeCheck(result.final);
console.log(
  `After a clean stop, all ${result.trials.reduce((n, t) => n + t.sent, 0)} sales checked again: ` +
    (finalProblems.length === 0 ? 'each recorded once, stock = ledger, reports match, integrity ok' : 'FAILED'),
);
for (const problem of finalProblems.slice(0, 50)) console.log(`  ✗ ${problem}`);
console.log(
  `Seed ${result.seed} (replay with --seed ${result.seed}), ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (values['keep-data']) console.log(`Data kept in ${result.dataDir}`);
console.log(result.ok ? 'PASS' : 'FAIL');
process.exit(result.ok ? 0 : 1);

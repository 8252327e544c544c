import { describe, expect, it } from 'vitest';
import { describeCheck, runCrashTrials } from '../../scripts/crash-trials/run-trials';

// The short form of `npm run crash-trials`: three SIGKILLs of a real server process under 16 selling tills.
describe('crash trials', () => {
  it('loses no acknowledged sale and records none twice when the server is killed mid-trading', async () => {
    const result = await runCrashTrials({ trials: 3, tills: 16 });
    const context = `seed ${result.seed}: ${JSON.stringify(result.trials, null, 1)}`;

    // A trial where the kill hit no sale in flight and left nothing unacknowledged would prove nothing.
    expect(
      result.trials.some((trial) => trial.inFlightAtKill > 0 || trial.ackedBeforeKill < trial.sent),
      context,
    ).toBe(true);
    for (const trial of result.trials) {
      expect(trial.sent, context).toBeGreaterThan(0);
      expect(trial.resent, context).toBeGreaterThanOrEqual(trial.sent);
      expect(trial.lost, context).toBe(0);
      expect(trial.duplicated, context).toBe(0);
      expect(trial.stockMatchesLedger, context).toBe(true);
      expect(trial.reportsMatch, context).toBe(true);
      expect(trial.integrity, context).toBe('ok');
      expect(trial.problems, context).toEqual([]);
    }
    expect(describeCheck(result.final)).toEqual([]);
    expect(result.ok).toBe(true);
    // Three servers started and killed under 16 tills: minutes on a busy machine.
  }, 600_000);
});

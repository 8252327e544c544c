import { describe, expect, it } from 'vitest';
import type { ScanDetectorStep } from './scan-input';
import { createScanDetector, parseQuantityPrefix, releaseTypedKeys, scanDetectorReducer } from './scan-input';

describe('parseQuantityPrefix', () => {
  it.each([
    ['12*5012345678900', 12, '5012345678900'],
    ['12*', 12, ''],
    ['1*GL-1042', 1, 'GL-1042'],
    ['9999*4006381333931', 9999, '4006381333931'],
    [' 3 * 4006381333931\r\n', 3, '4006381333931'],
  ])('reads %j as %i × %j', (text, quantity, rest) => {
    expect(parseQuantityPrefix(text)).toEqual({ quantity, rest });
  });

  it.each(['0*', '00*5012345678900', 'abc*', '10000*', '1.5*', '-2*', '*5012345678900', '5012345678900', '12'])(
    'is null for %j',
    (text) => {
      expect(parseQuantityPrefix(text)).toBeNull();
    },
  );
});

interface Outcome {
  emitted: string[];
  typed: string;
  enters: number;
}

/** Feeds keys at the given times through the detector, then lets it go quiet, and collects what came out. */
function run(keys: readonly (readonly [string, number])[], options = { maxGapMs: 30, minLength: 6 }): Outcome {
  const outcome: Outcome = { emitted: [], typed: '', enters: 0 };
  const collect = (step: ScanDetectorStep) => {
    if (step.typed) outcome.typed += step.typed;
    if (step.enter) outcome.typed += '⏎';
    if (step.enter) outcome.enters++;
    if (step.emitted) outcome.emitted.push(step.emitted);
    return step.state;
  };
  let state = createScanDetector(options);
  for (const [key, at] of keys) state = collect(scanDetectorReducer(state, { key, at }));
  collect(releaseTypedKeys(state, Infinity));
  return outcome;
}

/** Characters (and then Enter) starting at `start`, `gap` ms apart. */
const keysOf = (text: string, start: number, gap: number, enter = true) =>
  [...text, ...(enter ? ['Enter'] : [])].map((key, index) => [key, start + index * gap] as const);

describe('scanDetectorReducer', () => {
  it('emits a 13-character burst at 5 ms gaps ended by Enter as one scan', () => {
    expect(run(keysOf('4006381333931', 1000, 5))).toEqual({ emitted: ['4006381333931'], typed: '', enters: 0 });
  });

  it('treats human typing at 120 ms gaps as typing, Enter included', () => {
    expect(run(keysOf('4006381333931', 1000, 120))).toEqual({ emitted: [], typed: '4006381333931⏎', enters: 1 });
  });

  it('does not merge two typed characters into a scan that follows', () => {
    const keys = [...keysOf('12', 1000, 150, false), ...keysOf('5012345678900', 1500, 5)];
    expect(run(keys)).toEqual({ emitted: ['5012345678900'], typed: '12', enters: 0 });
  });

  it('keeps typing after a scan apart from it', () => {
    const keys = [...keysOf('GL-1042', 0, 4), ...keysOf('ab', 400, 130)];
    expect(run(keys)).toEqual({ emitted: ['GL-1042'], typed: 'ab⏎', enters: 1 });
  });

  it('reads two scans in a row', () => {
    const keys = [...keysOf('4006381333931', 0, 5), ...keysOf('96385074', 100, 5)];
    expect(run(keys).emitted).toEqual(['4006381333931', '96385074']);
  });

  it('gives a short fast burst back as typing', () => {
    expect(run(keysOf('4011', 0, 5))).toEqual({ emitted: [], typed: '4011⏎', enters: 1 });
  });

  it('gives a burst without Enter back as typing', () => {
    expect(run(keysOf('5012345678900', 0, 5, false))).toEqual({ emitted: [], typed: '5012345678900', enters: 0 });
  });

  it('types a burst whose Enter comes late', () => {
    const keys = [...keysOf('5012345678900', 0, 5, false), ['Enter', 500] as const];
    expect(run(keys)).toEqual({ emitted: [], typed: '5012345678900⏎', enters: 1 });
  });

  it('ignores Shift and other named keys a scanner sends between characters', () => {
    const keys = keysOf('GL-1042', 0, 4).flatMap(([key, at]) => [['Shift', at + 1] as const, [key, at + 2] as const]);
    expect(run(keys).emitted).toEqual(['GL-1042']);
  });

  it('holds a typed character only until the keyboard goes quiet', () => {
    const first = scanDetectorReducer(createScanDetector(), { key: 'a', at: 100 });
    expect(first.typed).toBeUndefined();
    expect(releaseTypedKeys(first.state, 120)).toEqual({ state: first.state });
    const quiet = releaseTypedKeys(first.state, 131);
    expect(quiet.typed).toBe('a');
    expect(quiet.state.held).toBe('');
  });

  it('follows the options it was made with', () => {
    const keys = keysOf('1234', 0, 50);
    expect(run(keys, { maxGapMs: 60, minLength: 4 }).emitted).toEqual(['1234']);
    expect(run(keys).emitted).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cashKeptCents,
  depositCents,
  describeOverShort,
  expectedCashCents,
  overShortCents,
  overShortNeedsReason,
} from './drawer-maths';

const quiet = {
  openingFloatCents: 15000,
  cashSalesCents: 0,
  cashRefundsCents: 0,
  payInsCents: 0,
  payOutsCents: 0,
  dropsCents: 0,
};

describe('expected cash in the drawer', () => {
  it('keeps only what a cash sale leaves: $20 handed over for $12.34 leaves $12.34 after $7.66 change', () => {
    expect(cashKeptCents(2000, 766)).toBe(1234);
  });

  it.each([
    ['a quiet shift is its float', quiet, 15000],
    [
      'three cash sales with change add what they kept',
      { ...quiet, cashSalesCents: cashKeptCents(2000, 766) + cashKeptCents(5000, 1001) + cashKeptCents(1000, 1) },
      15000 + 1234 + 3999 + 999,
    ],
    ['cash refunds come out', { ...quiet, cashSalesCents: 5000, cashRefundsCents: 1250 }, 18750],
    [
      'pay-ins add, pay-outs and drops come out',
      { ...quiet, payInsCents: 2500, payOutsCents: 1999, dropsCents: 10000 },
      5501,
    ],
    ['an empty float with refunds goes below zero', { ...quiet, openingFloatCents: 0, cashRefundsCents: 500 }, -500],
  ])('%s', (_name, activity, expected) => {
    expect(expectedCashCents(activity)).toBe(expected);
  });
});

describe('over/short', () => {
  it('is counted − expected: short is negative, over positive', () => {
    expect(overShortCents(19800, 20000)).toBe(-200);
    expect(overShortCents(20100, 20000)).toBe(100);
    expect(describeOverShort(-200)).toBe('Short $2.00');
    expect(describeOverShort(100)).toBe('Over $1.00');
    expect(describeOverShort(0)).toBe('Balanced');
  });

  it.each([
    [-200, 100, true],
    [200, 100, true],
    [100, 100, false],
    [-100, 100, false],
    [1, 0, true],
    [0, 0, false],
  ])('over/short %i with a threshold of %i needs a reason: %s', (overShort, threshold, needed) => {
    expect(overShortNeedsReason(overShort, threshold)).toBe(needed);
  });

  it('deposits what was counted beyond the float left for the next shift', () => {
    expect(depositCents(43210, 15000)).toBe(28210);
  });
});

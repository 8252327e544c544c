import { describe, expect, it } from 'vitest';
import { summariseOverShort } from './over-short';

const row = (userId: string, tillId: string, over: number, short: number, flagged = 0) => ({
  userId,
  userName: userId.toUpperCase(),
  tillId,
  tillName: tillId.toUpperCase(),
  shifts: 2,
  overCents: over,
  shortCents: short,
  flagged,
});

describe('over/short by staff and till', () => {
  const report = summariseOverShort([
    row('priya', 'till-1', 50, -300, 1),
    row('priya', 'till-2', 0, -25),
    row('marcus', 'till-1', 100, 0),
  ]);

  it('sums each person across tills, most short first', () => {
    expect(report.byStaff).toEqual([
      { id: 'priya', name: 'PRIYA', shifts: 4, overCents: 50, shortCents: -325, netCents: -275, flagged: 1 },
      { id: 'marcus', name: 'MARCUS', shifts: 2, overCents: 100, shortCents: 0, netCents: 100, flagged: 0 },
    ]);
  });

  it('sums each till across people', () => {
    expect(report.byTill.map((till) => [till.id, till.shifts, till.netCents])).toEqual([
      ['till-1', 4, -150],
      ['till-2', 2, -25],
    ]);
  });

  it('is empty for a range without closed shifts', () => {
    expect(summariseOverShort([])).toEqual({ byStaff: [], byTill: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { datePresets, fromDateParam, presetRange, rangeLabel, toDateParam } from './date-range';

// Wednesday 19 November 2026, mid-afternoon.
const now = new Date(2026, 10, 19, 15, 30);
const asParams = (range: { from: Date; to: Date }) => `${toDateParam(range.from)}..${toDateParam(range.to)}`;

describe('presetRange', () => {
  it.each([
    ['Today', '2026-11-19..2026-11-19'],
    ['Yesterday', '2026-11-18..2026-11-18'],
    ['This Week', '2026-11-15..2026-11-19'],
    ['Last 7 Days', '2026-11-13..2026-11-19'],
    ['Last 30 Days', '2026-10-21..2026-11-19'],
    ['This Month', '2026-11-01..2026-11-30'],
  ] as const)('%s is %s', (preset, expected) => {
    expect(asParams(presetRange(preset, now))).toBe(expected);
  });

  it('starts This Week on the Sunday even on a Sunday or Saturday', () => {
    expect(asParams(presetRange('This Week', new Date(2026, 10, 15, 9)))).toBe('2026-11-15..2026-11-15');
    expect(asParams(presetRange('This Week', new Date(2026, 10, 21, 9)))).toBe('2026-11-15..2026-11-21');
  });

  it('lists the presets in the spec order', () => {
    expect(datePresets).toEqual(['Today', 'Yesterday', 'This Week', 'Last 7 Days', 'Last 30 Days', 'This Month']);
  });
});

describe('rangeLabel', () => {
  it("formats 'LLL dd, y - LLL dd, y', or 'Pick a date' when empty", () => {
    expect(rangeLabel(presetRange('Last 7 Days', now))).toBe('Nov 13, 2026 - Nov 19, 2026');
    expect(rangeLabel({ from: undefined, to: undefined })).toBe('Pick a date');
  });

  it("throws the formatter's 'Invalid time value' for a bad date (the page catches it)", () => {
    expect(() => rangeLabel({ from: fromDateParam('2026-13-45'), to: now })).toThrow('Invalid time value');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, businessDate, datesBetween, isTimeZone, splitByMonth, wallClockInstant } from './business-date';

describe('businessDate', () => {
  it.each([
    ['2026-03-10T23:59:00-04:00', 'America/New_York', '2026-03-10'],
    ['2026-03-11T00:00:00-04:00', 'America/New_York', '2026-03-11'],
    ['2026-03-08T06:30:00Z', 'America/New_York', '2026-03-08'], // the morning clocks go forward
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01'], // the night clocks go back
    ['2026-06-30T23:30:00Z', 'Europe/London', '2026-07-01'],
    ['2026-06-30T23:30:00Z', 'UTC', '2026-06-30'],
    ['2026-01-01T10:00:00Z', 'Pacific/Auckland', '2026-01-01'],
    ['2026-01-01T11:00:00Z', 'Pacific/Auckland', '2026-01-02'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(businessDate(new Date(instant), zone)).toBe(date);
  });
});

describe('calendar helpers', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the dates of a range, both ends included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('knows real time zones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('splitByMonth', () => {
  it('keeps whole months whole and the loose days at either end as day ranges', () => {
    expect(splitByMonth('2025-11-22', '2026-02-10')).toEqual({
      months: ['2025-12', '2026-01'],
      days: [
        { from: '2025-11-22', to: '2025-11-30' },
        { from: '2026-02-01', to: '2026-02-10' },
      ],
    });
    expect(splitByMonth('2028-02-01', '2028-02-29')).toEqual({ months: ['2028-02'], days: [] });
    expect(splitByMonth('2026-03-11', '2026-03-12')).toEqual({
      months: [],
      days: [{ from: '2026-03-11', to: '2026-03-12' }],
    });
    expect(splitByMonth('2026-01-31', '2026-03-01')).toEqual({
      months: ['2026-02'],
      days: [
        { from: '2026-01-31', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
  });
});

describe('wallClockInstant', () => {
  it.each([
    ['2026-11-26', 9 * 60, 'America/New_York', '2026-11-26T14:00:00.000Z'],
    ['2026-07-01', 8 * 60 + 45, 'America/New_York', '2026-07-01T12:45:00.000Z'],
    ['2026-03-08', 60, 'America/New_York', '2026-03-08T06:00:00.000Z'], // before the clocks go forward
    ['2026-03-08', 10 * 60, 'America/New_York', '2026-03-08T14:00:00.000Z'], // after
    ['2026-03-08', 2 * 60 + 30, 'America/New_York', '2026-03-08T07:30:00.000Z'], // skipped: 03:30 EDT
    ['2026-11-01', 90, 'America/New_York', '2026-11-01T05:30:00.000Z'], // twice: the first, EDT
    ['2026-11-01', 3 * 60, 'America/New_York', '2026-11-01T08:00:00.000Z'], // after the clocks go back
    ['2026-10-25', 90, 'Europe/London', '2026-10-25T00:30:00.000Z'], // twice, east of UTC: the first, BST
    ['2026-06-30', 23 * 60 + 30, 'UTC', '2026-06-30T23:30:00.000Z'],
    ['2026-01-02', 0, 'Pacific/Auckland', '2026-01-01T11:00:00.000Z'],
  ])('%s at minute %i in %s is %s', (date, minutes, zone, instant) => {
    expect(wallClockInstant(date, minutes, zone).toISOString()).toBe(instant);
  });

  it('is the instant whose business date and clock are the ones asked for', () => {
    const instant = wallClockInstant('2026-12-24', 17 * 60 + 59, 'Asia/Kolkata');
    expect(businessDate(instant, 'Asia/Kolkata')).toBe('2026-12-24');
  });
});

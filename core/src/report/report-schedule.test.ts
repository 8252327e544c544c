import { describe, expect, it } from 'vitest';
import { localClock } from './business-date';
import { dueReport, reportScheduleInputSchema } from './report-schedule';

describe('dueReport', () => {
  const monday = { date: '2026-11-23', time: '07:30', weekday: 1 };

  it('runs a daily report for yesterday once a day, from its time on', () => {
    const daily = { frequency: 'daily' as const, time: '07:00', lastPeriod: null };
    expect(dueReport(daily, monday)).toEqual({ period: '2026-11-23', from: '2026-11-22', to: '2026-11-22' });
    expect(dueReport({ ...daily, lastPeriod: '2026-11-23' }, monday)).toBeNull();
    expect(dueReport({ ...daily, time: '08:00' }, monday)).toBeNull();
  });

  it('runs weekly on Mondays over the seven days before, and monthly on the 1st over the month before', () => {
    expect(dueReport({ frequency: 'weekly', time: '07:00', lastPeriod: null }, monday)).toEqual({
      period: '2026-11-23',
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(dueReport({ frequency: 'weekly', time: '07:00', lastPeriod: null }, { ...monday, weekday: 2 })).toBeNull();
    expect(
      dueReport(
        { frequency: 'monthly', time: '06:00', lastPeriod: null },
        { date: '2026-12-01', time: '06:00', weekday: 2 },
      ),
    ).toEqual({ period: '2026-12', from: '2026-11-01', to: '2026-11-30' });
    expect(dueReport({ frequency: 'monthly', time: '06:00', lastPeriod: null }, monday)).toBeNull();
  });

  it('reads the store clock in its time zone', () => {
    expect(localClock(new Date('2026-11-23T12:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-23',
      time: '07:30',
      weekday: 1,
    });
    expect(localClock(new Date('2026-11-23T00:05:00Z'), 'UTC').time).toBe('00:05');
  });

  it('validates the time', () => {
    expect(reportScheduleInputSchema.safeParse({ tab: 'sales', frequency: 'daily', time: '24:00' }).success).toBe(
      false,
    );
    expect(reportScheduleInputSchema.safeParse({ tab: 'sales', frequency: 'daily', time: '23:59' }).success).toBe(true);
  });
});

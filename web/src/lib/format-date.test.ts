import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, clockTime, dayAndTime, slipDateTime, weekdayAndTime } from './format-date';
import { setSessionLocale } from './session-locale';

const moments = [
  new Date(2026, 10, 3, 9, 5),
  new Date(2026, 0, 1, 0, 0),
  new Date(2026, 11, 31, 23, 59),
  new Date(2027, 5, 15, 12, 30),
];

describe('the till’s date formats', () => {
  it.each(moments)('equal date-fns for %s', (date) => {
    expect(clockTime(date)).toBe(format(date, 'HH:mm'));
    expect(dayAndTime(date)).toBe(format(date, 'MMM d, HH:mm'));
    expect(weekdayAndTime(date)).toBe(format(date, 'EEE MMM d, HH:mm'));
    expect(slipDateTime(date)).toBe(format(date, 'MMM dd, y HH:mm'));
    expect(calendarDay(date)).toBe(format(date, 'yyyy-MM-dd'));
  });
});

describe('in another language', () => {
  afterEach(() => setSessionLocale('en-US'));

  it('writes them as German, British English and French do', () => {
    const date = new Date(2026, 10, 3, 9, 5);
    setSessionLocale('de-DE');
    expect(slipDateTime(date)).toBe('03.11.2026, 09:05');
    expect(clockTime(date)).toBe('09:05');
    setSessionLocale('en-GB');
    expect(slipDateTime(date)).toBe('03/11/2026, 09:05');
    expect(dayAndTime(date)).toBe('3 Nov, 09:05');
    setSessionLocale('fr-FR');
    expect(weekdayAndTime(date)).toBe('mar. 3 nov., 09:05');
    // A date input's value is the same in every language.
    expect(calendarDay(date)).toBe('2026-11-03');
  });
});

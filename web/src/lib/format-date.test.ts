import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDay, clockTime, dayAndTime, slipDateTime, weekdayAndTime } from './format-date';

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

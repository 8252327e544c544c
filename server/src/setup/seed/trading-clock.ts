import { addDays, businessDate } from '@tillwise/core/report/business-date';

/**
 * The demo stores trade by their own wall clock (Asheville's), whatever the clock of the machine seeding them: the
 * date some days before today there and whether it is a weekend (core's wallClockInstant gives a time on it).
 */
export const tradingDate = (now: Date, daysAgo: number, timeZone: string) =>
  addDays(businessDate(now, timeZone), -daysAgo);

export const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

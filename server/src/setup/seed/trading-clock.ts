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

/** The instant some 24-hour days before now, as an ISO timestamp (when a demo row was created). */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * The store's business day of an instant: its calendar date in the store's time zone ('yyyy-MM-dd'). Sales and
 * refunds are filed under it when they happen, so every report and the dashboard agree on what "a day" is.
 */
export function businessDate(instant: Date, timeZone: string): string {
  // Every time zone's offset is whole minutes, so one minute has one date: the last one asked for is kept.
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  lastDates.set(timeZone, { minute, date });
  return date;
}

const lastDates = new Map<string, { minute: number; date: string }>();

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the text names a time zone this runtime knows (e.g. 'Europe/London', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The date `days` after a 'yyyy-MM-dd' date (negative for before), by the calendar, not by 24-hour steps. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * Splits a range into whole calendar months ('yyyy-MM') and the loose days before and after them, so a report
 * reads a month's rollup instead of each of its days.
 */
export function splitByMonth(from: string, to: string): { months: string[]; days: { from: string; to: string }[] } {
  const months: string[] = [];
  const days: { from: string; to: string }[] = [];
  let cursor = from;
  while (cursor <= to) {
    const monthStart = `${cursor.slice(0, 7)}-01`;
    const monthEnd = addDays(addDays(monthStart, 32).slice(0, 7) + '-01', -1);
    if (cursor === monthStart && monthEnd <= to) {
      months.push(cursor.slice(0, 7));
    } else {
      days.push({ from: cursor, to: monthEnd < to ? monthEnd : to });
    }
    cursor = addDays(monthEnd, 1);
  }
  return { months, days };
}

/** The store's wall clock at an instant: its date, its time ('HH:mm') and its weekday (0 = Sunday). */
export function localClock(instant: Date, timeZone: string): { date: string; time: string; weekday: number } {
  const parts = clockFormatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = part('hour') === '24' ? '00' : part('hour');
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, time: `${hour}:${part('minute')}`, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The store's wall clock at an instant, read as if it were UTC (ms, to the minute). */
const wallClockAsUtc = (instant: number, timeZone: string) => {
  const { date, time } = localClock(new Date(instant), timeZone);
  return Date.parse(`${date}T${time}:00Z`);
};

/**
 * The instant a store's wall clock shows `minutes` past midnight on a date ('yyyy-MM-dd'), e.g. when it opens at
 * 09:00. On the night the clocks change, a time that occurs twice is the first of the two, and a time the clocks
 * skip is read on the clock of before the change (02:30 when they jump from 02:00 to 03:00 is 03:30).
 */
export function wallClockInstant(date: string, minutes: number, timeZone: string): Date {
  const asked = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const day = 86_400_000;
  // The zone's offset a day before and a day after: equal, except across a change of the clocks.
  const before = asked - (wallClockAsUtc(asked - day, timeZone) - (asked - day));
  const after = asked - (wallClockAsUtc(asked + day, timeZone) - (asked + day));
  const showing = [before, after].filter((instant) => wallClockAsUtc(instant, timeZone) === asked);
  return new Date(showing.length > 0 ? Math.min(...showing) : before);
}

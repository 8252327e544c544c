// The till's few date formats. In US English they are written out by hand (date-fns's formatter and locale would
// add 5 KB to the till's first load for four patterns; each equals the date-fns pattern named beside it, as
// format-date.test.ts checks); in any other language Intl writes them as that language does.
import { sessionLocale } from './session-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();
function inLocale(date: Date, options: Intl.DateTimeFormatOptions): string {
  const locale = sessionLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, hourCycle: 'h23' })));
  return formatter.format(date);
}
const usEnglish = () => sessionLocale() === 'en-US';
const time = { hour: '2-digit', minute: '2-digit' } as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm', e.g. 09:05. */
export const clockTime = (date: Date) =>
  usEnglish() ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : inLocale(date, time);

/** 'MMM d, HH:mm', e.g. Nov 3, 09:05. */
export const dayAndTime = (date: Date) =>
  usEnglish()
    ? `${months[date.getMonth()]} ${date.getDate()}, ${clockTime(date)}`
    : inLocale(date, { month: 'short', day: 'numeric', ...time });

/** 'EEE MMM d, HH:mm', e.g. Tue Nov 3, 09:05. */
export const weekdayAndTime = (date: Date) =>
  usEnglish()
    ? `${weekdays[date.getDay()]} ${dayAndTime(date)}`
    : inLocale(date, { weekday: 'short', month: 'short', day: 'numeric', ...time });

/** 'MMM dd, y HH:mm', e.g. Nov 03, 2026 09:05. */
export const slipDateTime = (date: Date) =>
  usEnglish()
    ? `${months[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()} ${clockTime(date)}`
    : inLocale(date, { year: 'numeric', month: '2-digit', day: '2-digit', ...time });

/** 'yyyy-MM-dd' in the browser's time zone, e.g. 2026-11-03: the day a date input shows. */
export const calendarDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

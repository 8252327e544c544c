// The till's few date formats, written out by hand: date-fns's formatter and locale would add 5 KB to the till's
// first load for four patterns. Each equals the date-fns pattern named beside it (format-date.test.ts checks).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm', e.g. 09:05. */
export const clockTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** 'MMM d, HH:mm', e.g. Nov 3, 09:05. */
export const dayAndTime = (date: Date) => `${months[date.getMonth()]} ${date.getDate()}, ${clockTime(date)}`;

/** 'EEE MMM d, HH:mm', e.g. Tue Nov 3, 09:05. */
export const weekdayAndTime = (date: Date) => `${weekdays[date.getDay()]} ${dayAndTime(date)}`;

/** 'MMM dd, y HH:mm', e.g. Nov 03, 2026 09:05. */
export const slipDateTime = (date: Date) =>
  `${months[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()} ${clockTime(date)}`;

/** 'yyyy-MM-dd' in the browser's time zone, e.g. 2026-11-03: the day a date input shows. */
export const calendarDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

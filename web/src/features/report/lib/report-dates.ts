import { parseISO } from 'date-fns';
import { sessionLocale } from '@/lib/session-locale';

/** A chart's day ('Nov 3', '3 nov.', '3. Nov.'), from a 'yyyy-MM-dd' business date, in the person's language. */
export const chartDay = (date: string) =>
  parseISO(date).toLocaleDateString(sessionLocale(), { month: 'short', day: 'numeric' });

/** A day of the date picker ('Nov 03, 2026'), in the person's language; throws on an invalid date as date-fns did. */
export const pickerDay = (date: Date) => {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date.toLocaleDateString(sessionLocale(), { month: 'short', day: '2-digit', year: 'numeric' });
};

/** A moment's day as a report's list writes it ('Nov 03, 2026'), in the person's language. */
export const historyDay = (at: string) =>
  new Date(at).toLocaleDateString(sessionLocale(), { month: 'short', day: '2-digit', year: 'numeric' });

import { reportRangePresetLabels } from '@tillwise/core/settings/preferences';
import type { ReportRangePreset } from '@tillwise/core/settings/preferences';
import { endOfMonth, format, isValid, parseISO, startOfDay, startOfMonth, startOfWeek, subDays } from 'date-fns';

export interface DateRange {
  from: Date | undefined;
  to: Date | undefined;
}

export const datePresets = ['Today', 'Yesterday', 'This Week', 'Last 7 Days', 'Last 30 Days', 'This Month'] as const;
export type DatePreset = (typeof datePresets)[number];

/**
 * The preset ranges, as of `now`: This Week starts on Sunday, Last 7 Days and Last 30 Days include today, This
 * Month runs to its last day.
 */
export function presetRange(preset: DatePreset, now: Date): { from: Date; to: Date } {
  const today = startOfDay(now);
  switch (preset) {
    case 'Today':
      return { from: today, to: today };
    case 'Yesterday':
      return { from: subDays(today, 1), to: subDays(today, 1) };
    case 'This Week':
      return { from: startOfWeek(today, { weekStartsOn: 0 }), to: today };
    case 'Last 7 Days':
      return { from: subDays(today, 6), to: today };
    case 'Last 30 Days':
      return { from: subDays(today, 29), to: today };
    case 'This Month':
      return { from: startOfMonth(today), to: startOfDay(endOfMonth(today)) };
  }
}

/** The default report range: the last 30 days, unless Settings → Reports chose another preset. */
export const defaultReportRange = (now: Date, preset: DatePreset = 'Last 30 Days') => presetRange(preset, now);

/** The preset a stored setting names ('last-7-days' → 'Last 7 Days'). */
export const presetOfSetting = (id: ReportRangePreset | undefined): DatePreset =>
  id ? reportRangePresetLabels[id] : 'Last 30 Days';

/** The picker's button: 'LLL dd, y - LLL dd, y', or 'Pick a date' when empty; throws 'Invalid time value' on bad dates. */
export function rangeLabel(range: DateRange): string {
  if (!range.from) return 'Pick a date';
  const from = format(range.from, 'LLL dd, y');
  return range.to ? `${from} - ${format(range.to, 'LLL dd, y')}` : from;
}

/** A range as the API and the URL take it: 'yyyy-MM-dd' business dates. */
export const toDateParam = (date: Date) => format(date, 'yyyy-MM-dd');

/** Reads a 'yyyy-MM-dd' from the URL; anything else is an invalid date (shown as a message, never a crash). */
export function fromDateParam(text: string | null): Date | undefined {
  if (text === null) return undefined;
  const date = parseISO(text);
  return isValid(date) && /^\d{4}-\d{2}-\d{2}$/.test(text) ? date : new Date(Number.NaN);
}

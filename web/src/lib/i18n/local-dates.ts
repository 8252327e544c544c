import type { IntlShape } from 'react-intl';
import { defaultLocale } from '@tillwise/core/settings/locale';
import { clockTime, dayAndTime, slipDateTime } from '@/lib/format-date';

// US English keeps the till's own formats (format-date.ts, as the spec shows them); every other locale orders and
// names them its own way, through the browser's Intl, which react-intl already carries.
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const us = (intl: IntlShape) => intl.locale === defaultLocale;

/** 09:05, or the locale's 24-hour time. */
export const localClockTime = (intl: IntlShape, date: Date) =>
  us(intl) ? clockTime(date) : intl.formatTime(date, time);

/** Nov 3, 09:05, or the locale's day, month and time ('3 nov., 09:05'). */
export const localDayAndTime = (intl: IntlShape, date: Date) =>
  us(intl) ? dayAndTime(date) : intl.formatDate(date, { month: 'short', day: 'numeric', ...time });

/** Nov 03, 2026 09:05 on a receipt, or the locale's full date and time. */
export const localSlipDateTime = (intl: IntlShape, date: Date) =>
  us(intl) ? slipDateTime(date) : intl.formatDate(date, { year: 'numeric', month: 'short', day: '2-digit', ...time });

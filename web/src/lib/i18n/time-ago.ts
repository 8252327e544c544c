import { formatDistance } from 'date-fns';
import type { IntlShape } from 'react-intl';
import { defaultLocale } from '@tillwise/core/settings/locale';

const units = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * How long ago, in words: US English as date-fns has always said it ('about 2 hours ago'), every other locale in the
 * browser's own words for the largest whole unit ('il y a 2 heures', 'vor 2 Stunden').
 */
export function localTimeAgo(intl: IntlShape, date: Date, now = new Date()): string {
  if (intl.locale === defaultLocale) return formatDistance(date, now, { addSuffix: true });
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return intl.formatRelativeTime(Math.trunc(seconds / size), unit, { numeric: 'auto' });
}

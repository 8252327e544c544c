import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { localClockTime, localDayAndTime, localSlipDateTime } from './local-dates';
import { localTimeAgo } from './time-ago';

const intlFor = (locale: string) => createIntl({ locale, defaultLocale: 'en-US', messages: {} });
// In the browser's time zone, as the till reads it.
const at = new Date(2026, 10, 3, 9, 5);

describe('the till’s dates and times by locale', () => {
  it('US English keeps the spec’s own formats', () => {
    const intl = intlFor('en-US');
    expect(localClockTime(intl, at)).toBe('09:05');
    expect(localDayAndTime(intl, at)).toBe('Nov 3, 09:05');
    expect(localSlipDateTime(intl, at)).toBe('Nov 03, 2026 09:05');
  });

  it.each([
    ['fr-FR', 'nov.'],
    ['de-DE', 'Nov.'],
    ['en-GB', 'Nov'],
  ])('%s orders the day before the month, on a 24-hour clock', (locale, month) => {
    const intl = intlFor(locale);
    expect(localClockTime(intl, at)).toBe('09:05');
    const dayAndTime = localDayAndTime(intl, at);
    expect(dayAndTime).toMatch(new RegExp(`^3\\.? ${month.replace('.', '\\.')}`));
    expect(dayAndTime).toContain('09:05');
    expect(localSlipDateTime(intl, at)).toContain('2026');
  });

  it('says how long ago in each language', () => {
    const now = new Date(2026, 10, 3, 11, 10);
    expect(localTimeAgo(intlFor('en-US'), at, now)).toBe('about 2 hours ago');
    expect(localTimeAgo(intlFor('fr-FR'), at, now)).toBe('il y a 2 heures');
    expect(localTimeAgo(intlFor('de-DE'), at, now)).toBe('vor 2 Stunden');
  });
});

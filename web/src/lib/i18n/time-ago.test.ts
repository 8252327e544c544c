import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { localTimeAgo } from './time-ago';

const intlFor = (locale: string) => createIntl({ locale, defaultLocale: 'en-US', messages: {} });
// In the browser's time zone, as the till reads it.
const at = new Date(2026, 10, 3, 9, 5);

describe('how long ago', () => {
  it('says how long ago in each language', () => {
    const now = new Date(2026, 10, 3, 11, 10);
    expect(localTimeAgo(intlFor('en-US'), at, now)).toBe('about 2 hours ago');
    expect(localTimeAgo(intlFor('fr-FR'), at, now)).toBe('il y a 2 heures');
    expect(localTimeAgo(intlFor('de-DE'), at, now)).toBe('vor 2 Stunden');
  });
});

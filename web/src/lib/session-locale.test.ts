import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, paperSize } from './session-locale';

describe('the first day of the week', () => {
  it('is Sunday in the US and Canada, Monday in Britain, France and Germany', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('en-CA')).toBe(0);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
  });
});

describe('the paper a document prints on', () => {
  it('is Letter in the US and Canada, A4 elsewhere', () => {
    expect(['en-US', 'en-CA', 'fr-CA'].map((locale) => paperSize(locale))).toEqual(['letter', 'letter', 'letter']);
    expect(['en-GB', 'en-AU', 'fr-FR', 'de-DE', 'es-ES', 'nl-NL'].map((locale) => paperSize(locale))).toEqual(
      Array(6).fill('A4'),
    );
  });
});

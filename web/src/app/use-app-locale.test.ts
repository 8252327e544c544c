import { describe, expect, it } from 'vitest';
import { browserLocale } from './use-app-locale';

describe('the sign-in screen’s language, before anyone signs in', () => {
  it.each([
    ['the browser’s first language when Tillwise speaks it', ['fr-FR', 'en-US'], 'fr-FR'],
    ['a regional tag Tillwise has as such', ['fr-CA', 'fr'], 'fr-CA'],
    ['a bare language as its first region', ['de', 'en'], 'de-DE'],
    ['another region of a language as its first', ['de-AT'], 'de-DE'],
    ['the first preferred language Tillwise has', ['ja-JP', 'nl-NL', 'fr-FR'], 'nl-NL'],
    ['US English when the browser asks for none of ours', ['ja-JP', 'zh-CN'], 'en-US'],
    ['US English when the browser names none', [], 'en-US'],
    ['US English for a browser in US English', ['en-US', 'de-DE'], 'en-US'],
  ] as const)('%s', (_name, languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });
});

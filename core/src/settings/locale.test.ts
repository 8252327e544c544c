import { describe, expect, it } from 'vitest';
import { appLocales, catalogueChain, pickAppLocale, toAppLocale } from './locale';

describe('toAppLocale', () => {
  it.each([
    ['fr-FR', 'fr-FR'],
    ['fr-ca', 'fr-CA'],
    ['en_GB', 'en-GB'],
    [' de-DE ', 'de-DE'],
    ['fr', 'fr-FR'],
    ['de-AT', 'de-DE'],
    ['nl-BE', 'nl-NL'],
    ['ja-JP', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%s → %s', (tag, expected) => {
    expect(toAppLocale(tag)).toBe(expected);
  });

  it('knows every locale by its own tag', () => {
    for (const locale of appLocales) expect(toAppLocale(locale)).toBe(locale);
  });
});

describe('pickAppLocale', () => {
  it.each([
    ['the person’s language wins over the store’s', ['de-DE', 'fr-FR'], 'de-DE'],
    ['the store’s when the person names none', [null, 'fr-CA'], 'fr-CA'],
    ['the store’s when the person’s is not ours', ['ja-JP', 'nl-NL'], 'nl-NL'],
    ['US English when neither names one', [undefined, null], 'en-US'],
    ['US English with no choices at all', [], 'en-US'],
  ] as const)('%s', (_name, choices, expected) => {
    expect(pickAppLocale(...choices)).toBe(expected);
  });
});

describe('catalogueChain', () => {
  it.each([
    ['en-US', ['en-US']],
    ['en-GB', ['en-GB']],
    ['fr-FR', ['fr-FR']],
    ['fr-CA', ['fr-FR', 'fr-CA']],
    ['de-DE', ['de-DE']],
  ] as const)('%s reads %j', (locale, chain) => {
    expect(catalogueChain(locale)).toEqual(chain);
  });
});

import { expect, it } from 'vitest';
import { decimalText, readDecimal } from './decimal-text';
import { typedDecimal } from './typed-decimal';
import { z } from 'zod';

it('reads a decimal comma where the locale writes one, and a point everywhere', () => {
  expect(readDecimal('5,5', 'fr-FR')).toBe(5.5);
  expect(readDecimal(' 8,25 ', 'de-DE')).toBe(8.25);
  expect(readDecimal('8.25', 'de-DE')).toBe(8.25);
  expect(readDecimal('8.25')).toBe(8.25);
  expect(readDecimal('5,5', 'en-US')).toBeNaN();
  expect(readDecimal('', 'de-DE')).toBeNaN();
  expect(readDecimal('abc', 'nl-NL')).toBeNaN();
});

it('writes a decimal for editing as the person writes it, and reads it back', () => {
  for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'fr-CA', 'es-ES', 'nl-NL']) {
    for (const value of [0, 5.5, 8.25, 19, 100]) expect(readDecimal(decimalText(value, locale), locale)).toBe(value);
  }
  expect(decimalText(8.25, 'nl-NL')).toBe('8,25');
  expect(decimalText(8.25, 'en-GB')).toBe('8.25');
});

it('a form field: empty is not given, text reads in the locale, a number passes', () => {
  const schema = typedDecimal(z.number().optional(), 'de-DE');
  expect(schema.parse('')).toBeUndefined();
  expect(schema.parse('12,5')).toBe(12.5);
  expect(schema.parse(7)).toBe(7);
  expect(schema.safeParse('zwölf').success).toBe(false);
});

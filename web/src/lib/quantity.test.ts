import { afterEach, expect, it } from 'vitest';
import { parseQuantity } from '@tillwise/core/catalog/sold-by';
import { decimalInputText, quantityInputText, quantityText } from './quantity';
import { setSessionLocale } from './session-locale';

afterEach(() => setSessionLocale('en-US'));

it('writes a weight the way the person at the screen writes numbers, and units as they are', () => {
  expect(quantityText(450, 'kg')).toBe('0.45 kg');
  setSessionLocale('de-DE');
  expect(quantityText(450, 'kg')).toBe('0,45 kg');
  expect(quantityText(40_000, 'kg')).toBe('40 kg');
  expect(quantityText(12, 'unit')).toBe('12');
  setSessionLocale('fr-FR');
  expect(quantityText(1_250_500, 'lb')).toBe('1\u202f250,5 lb');
});

it('fills a form with a weight the person’s way, which reads back to the same weight', () => {
  expect(quantityInputText(450, 'kg')).toBe('0.45');
  setSessionLocale('de-DE');
  expect(quantityInputText(450, 'kg')).toBe('0,45');
  expect(quantityInputText(12, 'unit')).toBe('12');
  for (const thousandths of [1, 450, 2_500, 40_000]) {
    expect(parseQuantity(quantityInputText(thousandths, 'kg'), 'kg', { locale: 'de-DE' })).toBe(thousandths);
  }
});

it('fills a tax rate the person’s way: 8.25 in US English, 8,25 in Dutch', () => {
  expect(decimalInputText(8.25)).toBe('8.25');
  setSessionLocale('nl-NL');
  expect(decimalInputText(8.25)).toBe('8,25');
  expect(decimalInputText(19)).toBe('19');
});

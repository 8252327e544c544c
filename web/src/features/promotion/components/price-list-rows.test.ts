import { afterEach, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { usMoneyFormat } from '@tillwise/core/money/money-format';
import { setMoneyFormat } from '@/lib/money';
import { setSessionLocale } from '@/lib/session-locale';
import { entriesOf, rowsOf } from './price-list-rows';

afterEach(() => {
  setSessionLocale('en-US');
  setMoneyFormat(usMoneyFormat);
});

const names = (id: string) => ({ p1: 'Bergkäse', c1: 'Käse' })[id] ?? id;

it('a German price list reads 12,50 € and 7,5 % as typed, and fills them in so again', () => {
  setSessionLocale('de-DE');
  setMoneyFormat({ locale: 'de-DE', currency: 'EUR' });
  const intl = createIntl({ locale: 'de-DE', messages: {}, onError: () => undefined });
  const prices = [
    { productId: 'p1', priceCents: 1250 },
    { categoryId: 'c1', percentOffBps: 750 },
  ];
  const rows = rowsOf(prices, names);
  expect(rows.map((row) => row.text)).toEqual(['12,50', '7,5']);
  expect(entriesOf(rows, intl)).toEqual({ prices });
  expect(entriesOf([{ categoryId: 'c1', name: 'Käse', text: '7,5x' }], intl)).toEqual({
    problem: 'Enter a percentage from 0,01 to 100 for Käse',
  });
});

it('in US English a point is the decimal mark, as before', () => {
  const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });
  expect(entriesOf([{ categoryId: 'c1', name: 'Cheese', text: '7.5' }], intl)).toEqual({
    prices: [{ categoryId: 'c1', percentOffBps: 750 }],
  });
  expect('problem' in entriesOf([{ categoryId: 'c1', name: 'Cheese', text: '7,5' }], intl)).toBe(true);
});

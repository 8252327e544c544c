import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { cartAnnouncement, saleAnnouncement } from './till-announcements';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {} });

const trowel = { productId: 'prod-trowel', name: 'Hand Trowel', quantity: 1 };
const lavender = { productId: 'prod-lavender', name: 'Lavender', quantity: 2 };

describe('cartAnnouncement', () => {
  it.each([
    ['a new line', [], [trowel], 1, 1799, 'Added Hand Trowel, 1 item, total $17.99'],
    ['a new line beside others', [lavender], [lavender, trowel], 3, 3597, 'Added Hand Trowel, 3 items, total $35.97'],
    [
      'one more of a line',
      [lavender],
      [{ ...lavender, quantity: 3 }],
      3,
      2697,
      'Lavender quantity 3, 3 items, total $26.97',
    ],
    [
      'one fewer of a line',
      [lavender],
      [{ ...lavender, quantity: 1 }],
      1,
      899,
      'Lavender quantity 1, 1 item, total $8.99',
    ],
    ['a line removed', [lavender, trowel], [lavender], 2, 1798, 'Removed Hand Trowel, 2 items, total $17.98'],
  ])('%s', (_, before, after, itemCount, totalCents, expected) => {
    expect(cartAnnouncement(intl, before, after, itemCount, totalCents)).toBe(expected);
  });

  it('says nothing when the cart empties or nothing changed', () => {
    expect(cartAnnouncement(intl, [trowel], [], 0, 0)).toBeNull();
    expect(cartAnnouncement(intl, [trowel], [{ ...trowel }], 1, 1799)).toBeNull();
  });
});

describe('saleAnnouncement', () => {
  const sale = { number: 'ORD-1042', itemCount: 1, totalCents: 1799, changeCents: 0 };
  it('names the sale, its items and its total', () => {
    expect(saleAnnouncement(intl, sale)).toBe('Sale ORD-1042 completed: 1 item, total $17.99.');
  });
  it('adds the change to hand back', () => {
    expect(saleAnnouncement(intl, { ...sale, itemCount: 2, changeCents: 201 })).toBe(
      'Sale ORD-1042 completed: 2 items, total $17.99, change $2.01.',
    );
  });
  it('says when the sale waits on the till for the server', () => {
    expect(saleAnnouncement(intl, sale, true)).toBe(
      'Sale ORD-1042 completed: 1 item, total $17.99. It waits on this till for the server.',
    );
  });
});

describe('in French and German', () => {
  const sale = { number: 'ORD-1042', itemCount: 2, totalCents: 1799, changeCents: 201 };
  it.each([
    ['fr-FR', 'Vente ORD-1042 terminée\u00a0: 2 articles, total $17.99, monnaie à rendre $2.01.'],
    ['de-DE', 'Verkauf ORD-1042 abgeschlossen: 2 Artikel, Summe $17.99, Rückgeld $2.01.'],
  ] as const)('%s', async (locale, expected) => {
    const translated = createIntl({ locale, defaultLocale: 'en-US', messages: await loadMessages(locale) });
    expect(saleAnnouncement(translated, sale)).toBe(expected);
  });
});

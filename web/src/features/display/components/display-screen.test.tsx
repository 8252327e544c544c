import { afterEach, describe, expect, it } from 'vitest';
import type { CartDisplayState } from '@tillwise/core/display/display-schemas';
import { usMoneyFormat } from '@tillwise/core/money/money-format';
import { setMoneyFormat } from '@/lib/money';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { DisplayScreen } from './display-screen';

const payment = { phase: 'payment', totalCents: 2_000, paidCents: 2_000, amountDueCents: 0, changeCents: 500 } as const;
const thanks = { phase: 'thanks', receiptNumber: 'ORD-1042', totalCents: 2_000, changeCents: 0 } as const;

describe('the customer display in each language', () => {
  it.each([
    ['en-US', ['Change', 'Amount due', 'Paid', 'Thank you!', 'Receipt ORD-1042']],
    ['fr-FR', ['Monnaie rendue', 'Reste à payer', 'Payé', 'Merci\u00a0!', 'Ticket ORD-1042']],
    ['de-DE', ['Rückgeld', 'Zu zahlen', 'Bezahlt', 'Vielen Dank!', 'Beleg ORD-1042']],
  ] as const)('%s', async (locale: AppLocale, words: readonly string[]) => {
    const html =
      (await renderInLocale(locale, <DisplayScreen state={payment} />)) +
      (await renderInLocale(locale, <DisplayScreen state={thanks} />));
    for (const word of words) expect(html).toContain(word);
  });
});

describe('the cart in the store’s language and money', () => {
  const cart: CartDisplayState = {
    phase: 'cart',
    lines: [
      { name: 'Bergkäse', giftCard: false, quantity: 455, unitPriceCents: 2_490, weightUnit: 'kg', amountCents: 1_133 },
      { name: 'Senf', giftCard: false, quantity: 2, unitPriceCents: 395, weightUnit: null, amountCents: 790 },
      { name: 'GC-0001', giftCard: true, quantity: 1, unitPriceCents: 2_500, weightUnit: null, amountCents: 2_500 },
    ],
    subtotalCents: 4_423,
    discountCents: 0,
    taxes: [
      { name: 'MwSt', rate: 7, included: true, cents: 126 },
      { name: 'MwSt', rate: 19, included: true, cents: 0 },
    ],
    totalCents: 4_423,
  };

  afterEach(() => setMoneyFormat(usMoneyFormat));

  it('words weights, quantities, gift cards and taxes in German, in euros', async () => {
    setMoneyFormat({ locale: 'de-DE', currency: 'EUR' });
    const html = await renderInLocale('de-DE', <DisplayScreen state={cart} />);
    for (const text of [
      '0,455 kg @ 24,90\u00a0€/kg',
      '2 × 3,95\u00a0€',
      'Gutschein GC-0001',
      'MwSt 7\u00a0% (enthalten)',
      '44,23\u00a0€',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('says the one row for every tax in the language of the display', async () => {
    const oneTax: CartDisplayState = { ...cart, taxes: [{ name: null, rate: null, included: false, cents: 126 }] };
    expect(await renderInLocale('en-US', <DisplayScreen state={oneTax} />)).toContain('>Tax<');
    expect(await renderInLocale('fr-FR', <DisplayScreen state={oneTax} />)).toContain('>Taxe<');
  });
});

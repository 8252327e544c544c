import { describe, expect, it } from 'vitest';
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

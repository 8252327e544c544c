import { describe, expect, it } from 'vitest';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { RefundDestinationChoice } from './refund-destination-choice';
import { RefundDoneStep } from './refund-done-step';

const refund: Refund = {
  id: 'r1',
  number: 'REF-0001',
  saleId: 's1',
  saleNumber: 'ORD-1001',
  reason: 'Damaged',
  subtotalCents: 1000,
  taxCents: 80,
  amountCents: 1080,
  loyaltyReversed: 0,
  createdAt: '2026-11-03T09:05:00.000Z',
  staffName: 'Sam',
  capturedOffline: true,
  tenders: [{ method: 'store_credit', amountCents: 1080, reference: null, stored: false }],
  lines: [{ saleLineId: 'l1', name: 'Olive tree', quantity: 1, soldBy: 'unit', amountCents: 1080 }],
};

const choice = (
  <RefundDestinationChoice
    options={[
      {
        destination: 'original',
        tenders: [{ method: 'card', amountCents: 1080, reference: null, stored: false }],
        problem: null,
      },
      {
        destination: 'store_credit',
        tenders: [],
        problem: 'Store credit goes to the sale’s customer: this sale has none',
      },
    ]}
    value="original"
    onChange={() => undefined}
    customerName={null}
  />
);

describe('the refund in each language', () => {
  it.each([
    ['en-US', ['Refund Successful', 'for order ORD-1001.', 'Give back: Store credit', 'added to Ana’s store credit.']],
    [
      'fr-FR',
      ['Remboursement effectué', 'pour la commande ORD-1001.', 'À rendre : Avoir', 'ajoutés à l’avoir de Ana.'],
    ],
    [
      'de-DE',
      ['Rückerstattung erfolgreich', 'für die Bestellung ORD-1001', 'Zurückgeben: Guthaben', 'dem Guthaben von Ana'],
    ],
  ] as const)('%s says what was refunded and where it went', async (locale, words) => {
    const html = await renderInLocale(locale, <RefundDoneStep refund={refund} customerName="Ana" />);
    for (const word of words) expect(html).toContain(word);
  });

  it.each([
    ['en-US', ['Where the money goes', 'To the original payments', 'Card', 'this sale has none']],
    ['fr-FR', ['Où va l’argent', 'Sur les paiements d’origine', 'Carte', 'cette vente n’en a pas']],
    ['de-DE', ['Wohin das Geld geht', 'Auf die ursprünglichen Zahlungen', 'Karte', 'Dieser Verkauf hat keine']],
  ] as const)('%s explains each place the money may go, and why one may not', async (locale, words) => {
    const html = await renderInLocale(locale, choice);
    for (const word of words) expect(html).toContain(word);
  });
});

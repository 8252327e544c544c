import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { useSplitTender } from '../hooks/use-split-tender';
import { CancelPaymentConfirm } from './cancel-payment-confirm';
import { PaymentMethodTabs } from './payment-method-tabs';
import { TenderList } from './tender-list';

const noop = () => undefined;

/** The payment dialog's body (its frame is a portal, which a static render leaves out): taken, tabs, the method. */
function PaymentBody({ method }: { method: PaymentMethod }) {
  const split = useSplitTender({
    totalCents: 2599,
    customerPoints: 120,
    customerStoreCreditCents: null,
    enabledMethods: ['card', 'cash', 'voucher', 'loyalty'],
    voucherPrefix: 'GV-',
    cashRoundingStep: 0,
    online: true,
    initialMethod: method,
  });
  return (
    <>
      <TenderList tenders={[{ method: 'card', amountCents: 1000 }]} remainingCents={1599} onRemove={noop} />
      <PaymentMethodTabs
        split={split}
        settings={{ cardTerminalLabel: 'Counter 1', cashDrawerNote: 'Key in the safe' }}
        customerPoints={120}
        customerStoreCreditCents={null}
        customerAccountAvailableCents={null}
        checksGiftCards
        online
        busy={false}
      />
    </>
  );
}

const body = (locale: AppLocale, method: PaymentMethod) => renderInLocale(locale, <PaymentBody method={method} />);

describe('the payment dialog in each language', () => {
  it.each([
    ['en-US', ['Card', 'Cash', 'Voucher', 'Loyalty', 'Remaining', 'Payments taken', 'Amount tendered', 'Change due']],
    ['fr-FR', ['Carte', 'Espèces', 'Bon d’achat', 'Fidélité', 'Reste à payer', 'Paiements reçus', 'Montant remis']],
    ['de-DE', ['Karte', 'Bar', 'Gutschein', 'Treuepunkte', 'Restbetrag', 'Erhaltene Zahlungen', 'Rückgeld']],
  ] as const)('%s names the ways to pay and what cash needs', async (locale, words) => {
    const html = await body(locale, 'cash');
    for (const word of words) expect(html).toContain(word);
  });

  it.each([
    ['en-US', 'Ask the customer to tap, insert or swipe their card on the terminal (Counter 1).'],
    ['fr-FR', 'Demandez au client de présenter, insérer ou glisser sa carte sur le terminal (Counter 1).'],
    [
      'de-DE',
      'Bitten Sie die Kundschaft, die Karte am Terminal (Counter 1) aufzulegen, einzustecken oder durchzuziehen.',
    ],
  ] as const)('%s asks for the card on the named terminal', async (locale, sentence) => {
    expect(await body(locale, 'card')).toContain(sentence);
  });

  it.each([
    ['en-US', '120 points available'],
    ['fr-FR', '120 points disponibles'],
    ['de-DE', '120 Punkte verfügbar'],
  ] as const)('%s counts the customer’s points', async (locale, points) => {
    expect(await body(locale, 'loyalty')).toContain(points);
  });

  it.each([
    ['en-US', 1, 'The payment taken so far is not recorded.'],
    ['en-US', 2, 'The 2 payments taken so far are not recorded.'],
    ['fr-FR', 1, 'Le paiement déjà reçu n’est pas enregistré.'],
    ['fr-FR', 2, 'Les 2 paiements déjà reçus ne sont pas enregistrés.'],
    ['de-DE', 1, 'Die bisher erhaltene Zahlung wird nicht gebucht.'],
    ['de-DE', 2, 'Die 2 bisher erhaltenen Zahlungen werden nicht gebucht.'],
  ] as const)('%s asks before dropping %i part(s) of a payment', async (locale, partCount, sentence) => {
    const html = await renderInLocale(
      locale,
      <CancelPaymentConfirm
        partCount={partCount}
        cashTenderedCents={null}
        onKeepPaying={noop}
        onCancelPayment={noop}
      />,
    );
    expect(html).toContain(sentence);
  });
});

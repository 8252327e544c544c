import { describe, expect, it } from 'vitest';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { Receipt } from './receipt';
import { sampleSale } from './sample-sale';

const settings: ReceiptSettings = {
  logo: null,
  businessName: 'Green Thumb',
  showPhone: false,
  phone: '',
  showEmail: false,
  email: '',
  showAddress: false,
  address: '',
  headerMessage: '',
  footerMessage: 'Thank you for your business!',
  showBarcode: false,
  returnPolicy: '',
};

// 9:05 in the morning wherever the test runs: the date is read in the browser's time zone.
const sale = sampleSale(new Date(2026, 10, 3, 9, 5));

describe('the receipt in each language', () => {
  it.each([
    // US English prints the spec's date as it always has; the others in their own order (the browser's words).
    ['en-US', ['Served by', 'Walk-in Customer', 'Subtotal', 'TOTAL', 'Card', 'Nov 03, 2026 09:05']],
    ['fr-FR', ['Servi par', 'Client de passage', 'Sous-total', 'TOTAL', 'Carte', '03/11/2026 09:05']],
    ['de-DE', ['Es bediente Sie', 'Laufkundschaft', 'Zwischensumme', 'SUMME', 'Karte', '03.11.2026, 09:05']],
  ] as const)('%s', async (locale, words) => {
    const html = await renderInLocale(locale, <Receipt sale={sale} settings={settings} />);
    for (const word of words) expect(html).toContain(word);
    // The store's own words print as the store wrote them.
    expect(html).toContain('Thank you for your business!');
  });
});

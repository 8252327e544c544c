import { afterEach, describe, expect, it } from 'vitest';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { renderInLocale } from '@/lib/i18n/render-in-locale';
import { setMoneyFormat } from '@/lib/money';
import { setSessionLocale } from '@/lib/session-locale';
import { VatInvoice } from './vat-invoice';
import { sampleSale } from './sample-sale';

const settings = {
  logo: null,
  businessName: '',
  showPhone: false,
  phone: '',
  showEmail: false,
  email: '',
  showAddress: false,
  address: '',
  headerMessage: '',
  footerMessage: '',
  showBarcode: false,
  returnPolicy: '',
  store: { businessName: 'Feinkost Berlin', address: 'Torstraße 1, 10119 Berlin', phone: '', email: '' },
  vatNumber: 'DE123456789',
} satisfies ReceiptSettings;

// Two lines at 20 % and one at 7 %, sold to a business customer.
function businessSale(): Sale {
  const sale = sampleSale(new Date(2026, 10, 3, 9, 5));
  const cheese = {
    ...sale.lines[0]!,
    id: 'cheese',
    name: 'Bergkäse',
    unitPriceCents: 1250,
    quantity: 1,
    taxRate: 7,
    taxCents: 88,
    totalCents: 1338,
    taxes: [{ name: 'MwSt.', rate: 7, taxCents: 88 }],
  };
  const lines = [...sale.lines, cheese];
  return {
    ...sale,
    customer: {
      id: 'c1',
      name: 'Brasserie Lumière',
      loyaltyPoints: 0,
      vatNumber: 'FR40303265045',
      address: '4 Rue des Fleurs, 75001 Paris',
    },
    lines,
    taxCents: sale.taxCents + 88,
    totalCents: sale.totalCents + 1338,
  };
}

afterEach(() => {
  setMoneyFormat({ locale: 'en-US', currency: 'USD' });
  setSessionLocale('en-US');
});

describe('a VAT invoice', () => {
  it('names seller and buyer with their VAT numbers, and its totals are the sale’s', async () => {
    setMoneyFormat({ locale: 'en-GB', currency: 'GBP' });
    const sale = businessSale();
    const html = await renderInLocale('en-GB', <VatInvoice sale={sale} settings={settings} />);
    for (const text of [
      'VAT invoice',
      'Invoice ORD-0000',
      'Feinkost Berlin',
      'VAT No. DE123456789',
      'Brasserie Lumière',
      '4 Rue des Fleurs, 75001 Paris',
      'VAT No. FR40303265045',
      '7%',
      '20%',
    ]) {
      expect(html).toContain(text);
    }
    // The totals row: net, VAT and gross, equal to what the sale recorded.
    const net = sale.totalCents - sale.taxCents;
    expect(html).toContain(`£${(net / 100).toFixed(2)}`);
    expect(html).toContain(`£${(sale.taxCents / 100).toFixed(2)}`);
    expect(html).toContain(`£${(sale.totalCents / 100).toFixed(2)}`);
  });

  it('in German, in euros', async () => {
    setMoneyFormat({ locale: 'de-DE', currency: 'EUR' });
    const sale = businessSale();
    const html = await renderInLocale('de-DE', <VatInvoice sale={sale} settings={settings} />);
    expect(html).toContain('Rechnung');
    expect(html).toContain('USt-IdNr. FR40303265045');
    expect(html).toContain(`${(sale.totalCents / 100).toFixed(2).replace('.', ',')}\u00a0€`);
  });
});

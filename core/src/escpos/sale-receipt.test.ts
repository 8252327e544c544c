import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import { saleSchema } from '../sale/sale-schemas';
import type { Sale } from '../sale/sale-schemas';
import type { ReceiptSettings } from '../settings/receipt-settings';
import { printedMoney, receiptBytes } from './receipt-bytes';
import { receiptDateText, receiptForPrint } from './sale-receipt';

type Line = Sale['lines'][number];

function line(overrides: Partial<Line> & Pick<Line, 'id' | 'name' | 'unitPriceCents'>): Line {
  return {
    productId: `p-${overrides.id}`,
    sku: overrides.id.toUpperCase(),
    quantity: 1,
    soldBy: 'unit',
    discountCents: 0,
    discount: null,
    taxRate: 8,
    taxCents: 0,
    totalCents: 0,
    refundedQuantity: 0,
    taxes: [],
    promotionCents: 0,
    promotions: [],
    ...overrides,
  };
}

// A cash sale with a line discount, a line sold by weight, two taxes, a gift card sold and cash rounding.
const cashSale: Sale = saleSchema.parse({
  id: 'sale-1',
  number: 'ORD-1042',
  status: 'completed',
  createdAt: '2026-03-14T15:02:00.000Z',
  completedAt: '2026-03-14T15:04:05.000Z',
  customer: { id: 'c1', name: 'Jane Doe', loyaltyPoints: 120 },
  staff: { id: 's1', name: 'Avery Cashier' },
  subtotalCents: 5625,
  discountCents: 400,
  discount: null,
  taxCents: 419,
  totalCents: 5644,
  itemCount: 4,
  refundedCents: 0,
  changeCents: 1855,
  loyaltyEarned: 56,
  loyaltyRedeemed: 0,
  note: null,
  capturedOffline: false,
  priceDiffers: false,
  pricesIncludeTax: false,
  cashRoundingCents: 1,
  giftCards: [{ code: 'GC-1001', amountCents: 2500, kind: 'issue', balanceCents: 2500 }],
  giftCardsCents: 2500,
  taxes: [
    { name: 'State tax', rate: 6, taxCents: 314 },
    { name: 'City tax', rate: 2, taxCents: 105 },
  ],
  promotions: [],
  lines: [
    line({
      id: 'l1',
      name: 'Peace Lily',
      unitPriceCents: 1999,
      quantity: 2,
      discountCents: 400,
      discount: { kind: 'percent', percent: 10 },
      taxCents: 288,
      totalCents: 3886,
    }),
    line({
      id: 'l2',
      name: 'Bananas',
      unitPriceCents: 499,
      quantity: 755,
      soldBy: 'kg',
      taxCents: 31,
      totalCents: 408,
    }),
    line({ id: 'l3', name: 'Terracotta pot', unitPriceCents: 1250, taxCents: 100, totalCents: 1350 }),
  ],
  payments: [
    {
      id: 'pay-1',
      method: 'cash',
      status: 'completed',
      amountCents: 8145,
      tenderedCents: 10000,
      changeCents: 1855,
      reference: null,
      stored: false,
    },
  ],
  refunds: [],
});

const settings: ReceiptSettings = {
  logo: null,
  businessName: 'Greenleaf Grocers',
  showPhone: true,
  phone: '(503) 555-0142',
  showEmail: false,
  email: 'hello@greenleaf.example',
  showAddress: true,
  address: '12 Market Street, Portland, OR 97201',
  headerMessage: 'Open every day 8–8',
  footerMessage: 'Thank you for shopping local!',
  showBarcode: true,
  returnPolicy: 'Returns within 30 days with this receipt.',
};

describe('receiptForPrint', () => {
  it('words a cash sale the way the screen receipt shows it', () => {
    expect(receiptForPrint(cashSale, settings, { timeZone: 'America/Los_Angeles' })).toEqual({
      storeName: 'Greenleaf Grocers',
      addressLines: ['12 Market Street, Portland, OR 97201', '(503) 555-0142', 'Open every day 8–8'],
      receiptNumber: 'ORD-1042',
      dateText: 'Mar 14, 2026, 8:04 AM',
      cashierName: 'Avery Cashier',
      lines: [
        { name: 'Peace Lily', quantityText: '2 × $19.99, discount -$4.00', amountCents: 3998 },
        { name: 'Bananas', quantityText: '0.755 kg @ $4.99/kg', amountCents: 377 },
        { name: 'Terracotta pot', quantityText: null, amountCents: 1250 },
        { name: 'Gift card GC-1001', quantityText: 'New balance $25.00', amountCents: 2500 },
      ],
      subtotalCents: 5625,
      discountCents: 400,
      taxes: [
        { name: 'State tax 6%', cents: 314 },
        { name: 'City tax 2%', cents: 105 },
        { name: 'Gift cards', cents: 2500 },
      ],
      totalCents: 8144,
      tenders: [
        { label: 'Cash rounding', cents: 1 },
        { label: 'Cash', cents: 10000 },
      ],
      changeCents: 1855,
      footer: [
        'Customer: Jane Doe',
        'Points earned: 56',
        'Thank you for shopping local!',
        'Returns within 30 days with this receipt.',
      ].join('\n'),
      barcode: 'ORD-1042',
      link: null,
    });
  });

  it('marks tax included in the prices, leaves out what the settings hide and notes a card stored offline', () => {
    const sale: Sale = {
      ...cashSale,
      completedAt: null,
      customer: null,
      loyaltyEarned: 0,
      subtotalCents: 1042,
      discountCents: 0,
      taxCents: 208,
      totalCents: 1250,
      pricesIncludeTax: true,
      cashRoundingCents: 0,
      giftCards: [],
      giftCardsCents: 0,
      taxes: [{ name: 'VAT', rate: 20, taxCents: 208 }],
      lines: [line({ id: 'l3', name: 'Terracotta pot', unitPriceCents: 1250, discountCents: 100 })],
      payments: [
        {
          id: 'pay-2',
          method: 'card',
          status: 'pending',
          amountCents: 1250,
          tenderedCents: null,
          changeCents: 0,
          reference: null,
          stored: true,
        },
      ],
    };
    const bare = {
      ...settings,
      showPhone: false,
      showAddress: false,
      headerMessage: '',
      footerMessage: '',
      returnPolicy: ' ',
      showBarcode: false,
    };
    expect(receiptForPrint(sale, bare, { timeZone: 'UTC' })).toMatchObject({
      addressLines: [],
      dateText: 'Mar 14, 2026, 3:02 PM',
      lines: [{ name: 'Terracotta pot', quantityText: 'Discount -$1.00', amountCents: 1250 }],
      subtotalCents: 1250,
      taxes: [{ name: 'incl. VAT', cents: 208 }],
      totalCents: 1250,
      tenders: [{ label: 'Card (stored offline, authorised later)', cents: 1250 }],
      changeCents: 0,
      footer: '',
      barcode: null,
    });
  });

  it('prints on 58 mm paper with every amount and the barcode', () => {
    const bytes = receiptBytes(receiptForPrint(cashSale, settings, { timeZone: 'UTC' }), {
      paperWidth: 58,
      openDrawer: true,
    });
    const text = String.fromCharCode(...bytes);
    for (const expected of [
      'Peace Lily                $39.98',
      '  2 x $19.99, discount -$4.00',
      '  0.755 kg @ $4.99/kg',
      'Open every day 8-8',
      'Gift card GC-1001         $25.00',
      'Mar 14, 2026, 3:04 PM',
      'Cashier: Avery Cashier',
      'Change',
      '$18.55',
      '$81.44',
      'ORD-1042',
    ]) {
      expect(text).toContain(expected);
    }
    expect(bytes.slice(-5)).toEqual(Uint8Array.of(0x1b, 0x70, 0, 25, 250));
  });
});

describe('receiptDateText', () => {
  it.each([
    ['UTC', 'Jan 2, 2026, 11:30 PM'],
    ['Asia/Tokyo', 'Jan 3, 2026, 8:30 AM'],
    ['America/New_York', 'Jan 2, 2026, 6:30 PM'],
  ])('writes the time in %s', (timeZone, expected) => {
    expect(receiptDateText('2026-01-02T23:30:00Z', timeZone)).toBe(expected);
  });
});

describe('a receipt in the store’s money', () => {
  const euros = { locale: 'de-DE', currency: 'EUR' };

  it('words its amounts in the store’s currency and language', () => {
    const receipt = receiptForPrint(cashSale, settings, { timeZone: 'UTC', money: euros });
    expect(receipt.money).toEqual(euros);
    expect(receipt.lines.map((l) => l.quantityText)).toEqual([
      '2 × 19,99\u00a0€, discount -4,00\u00a0€',
      '0,755 kg @ 4,99\u00a0€/kg',
      null,
      'New balance 25,00\u00a0€',
    ]);
  });

  it('prints a euro sale’s amounts with the currency’s code, lined up (the printer prints ASCII only)', () => {
    const bytes = receiptBytes(receiptForPrint(cashSale, settings, { timeZone: 'UTC', money: euros }), {
      paperWidth: 58,
      openDrawer: false,
    });
    const text = String.fromCharCode(...bytes);
    for (const expected of [
      'Terracotta pot         12,50 EUR',
      '  2 x 19,99 EUR, discount -4,00',
      'Gift card GC-1001      25,00 EUR',
      '81,44 EUR',
      '18,55 EUR',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('$');
    // No line runs past the 32 columns of 58 mm paper.
    for (const printed of text.split('\n')) expect(printed.replace(/[^ -~]/g, '').length).toBeLessThanOrEqual(40);
  });

  it.each([
    [{ locale: 'en-GB', currency: 'GBP' }, 1250, 'GBP 12.50'],
    [{ locale: 'en-CA', currency: 'CAD' }, 1250, '$12.50'],
    [{ locale: 'ja-JP', currency: 'JPY' }, 1250, 'JPY 1,250'],
    [{ locale: 'en-US', currency: 'KWD' }, 1250, 'KWD 1.250'],
    [{ locale: 'fr-FR', currency: 'EUR' }, 123456, '1 234,56 EUR'],
  ])('prints %j %i as %s', (money, cents, expected) => {
    expect(printedMoney(cents, money)).toBe(expected);
  });
});

describe('a VAT receipt on the thermal printer, in the language of the person at the till', () => {
  afterEach(() => setMessageLanguage(usEnglishMessages));
  const euros = { locale: 'de-DE', currency: 'EUR' } as const;
  // Each message said as [its id and values], so that the text shows every word went through the catalogue.
  const marked = (message: CoreMessage, values: Record<string, string>) =>
    `[${[message.id, ...Object.values(values)].join(' ')}]`;
  const vatSale: Sale = {
    ...cashSale,
    customer: null,
    loyaltyEarned: 0,
    discountCents: 0,
    cashRoundingCents: 0,
    giftCards: [],
    giftCardsCents: 0,
    pricesIncludeTax: true,
    subtotalCents: 954,
    taxCents: 146,
    totalCents: 1100,
    taxes: [
      { name: 'MwSt.', rate: 7, taxCents: 21 },
      { name: 'MwSt.', rate: 19, taxCents: 125 },
    ],
    lines: [
      line({ id: 'k1', name: 'Bergkäse', unitPriceCents: 780, taxRate: 19, taxCents: 125, totalCents: 780 }),
      line({ id: 'b1', name: 'Roggenbrot', unitPriceCents: 320, taxRate: 7, taxCents: 21, totalCents: 320 }),
    ],
    payments: [{ ...cashSale.payments[0]!, amountCents: 1100, tenderedCents: 1250, changeCents: 150 }],
  };

  it('says every word through the catalogue, writes the date the German way, prints the VAT number and summary', () => {
    setMessageLanguage({ locale: 'de-DE', money: euros, translate: marked });
    const printed = receiptForPrint(
      vatSale,
      { ...settings, vatNumber: 'DE123456789', showBarcode: false },
      { timeZone: 'UTC', money: euros },
    );
    const percent = (rate: number) => new Intl.NumberFormat('de-DE', { style: 'percent' }).format(rate);
    // The rows add up to the sale: net + VAT = gross per rate, VAT to the sale's tax, gross to its total.
    expect(printed.vatRows).toEqual([
      { rate: percent(0.07), netCents: 299, vatCents: 21, grossCents: 320 },
      { rate: percent(0.19), netCents: 655, vatCents: 125, grossCents: 780 },
    ]);
    const text = String.fromCharCode(...receiptBytes(printed, { paperWidth: 80, openDrawer: false }));
    for (const said of [
      '[receipt.vatNumber DE123456789]',
      '[core.receipt.print.number ORD-1042]',
      '14.03.2026, 15:04',
      '[core.receipt.print.cashier Avery Cashier]',
      '[receipt.subtotal]',
      '[receipt.total]',
      '[receipt.taxIncluded] MwSt.',
      '[payment.method.cash]',
      '[receipt.change]',
      '[receipt.vat.summary]',
      '[receipt.vat.rate] 19 %',
      '[receipt.vat.net]',
      '[receipt.vat.gross]',
      '7,80 EUR',
      '11,00 EUR',
    ]) {
      expect(text).toContain(said);
    }
    expect(text).not.toMatch(/Subtotal|TOTAL|Change|Cashier:|Receipt:|incl\.|Scan for/);
  });

  it('prints no VAT summary for a sale with tax added at the till', () => {
    const printed = receiptForPrint(cashSale, settings, { timeZone: 'UTC' });
    expect(printed.vatRows).toBeUndefined();
    const text = String.fromCharCode(...receiptBytes(printed, { paperWidth: 80, openDrawer: false }));
    expect(text).not.toContain('VAT summary');
  });
});

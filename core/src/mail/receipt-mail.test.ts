import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import type { ReceiptForPrint } from '../escpos/receipt-bytes';
import { formatMoney } from '../money/money';
import { receiptLogoCid, receiptMail } from './receipt-mail';

const receipt: ReceiptForPrint = {
  storeName: 'Greenleaf <Garden> & Co',
  addressLines: ['12 Main St', 'Asheville'],
  receiptNumber: 'ORD-1042',
  dateText: 'Mar 14, 2026, 11:04 AM',
  cashierName: 'Avery',
  lines: [
    { name: "Lavender 'Hidcote' 2L", quantityText: '2 x $8.99', amountCents: 1798 },
    { name: 'Compost', quantityText: null, amountCents: 1250 },
  ],
  subtotalCents: 3048,
  discountCents: 300,
  taxes: [{ name: 'Tax 8%', cents: 220 }],
  totalCents: 123456,
  tenders: [{ label: 'Cash', cents: 130000 }],
  changeCents: 6544,
  footer: 'Thank you!\nReturns within 30 days',
};

describe('receiptMail', () => {
  it('says the receipt’s total, formatted as everywhere, in both parts', () => {
    const mail = receiptMail(receipt, { withLogo: false });
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(mail.text).toMatch(/^Total +\$1,234\.56$/m);
    expect(mail.html).toContain('$1,234.56');
    expect(mail.subject).toBe('Your receipt ORD-1042 from Greenleaf <Garden> & Co');
  });

  it('lists every line, the discount, taxes, tenders, change and footer in the text part', () => {
    const { text } = receiptMail(receipt, { withLogo: false });
    for (const expected of ['Compost', '  2 x $8.99', 'Discount', '-$3.00', 'Tax 8%', 'Change', 'Thank you!']) {
      expect(text).toContain(expected);
    }
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(48);
  });

  it('escapes what the store typed in the HTML part', () => {
    const { html } = receiptMail(receipt, { withLogo: false });
    expect(html).toContain('Greenleaf &lt;Garden&gt; &amp; Co');
    expect(html).toContain('Lavender &#39;Hidcote&#39; 2L');
    expect(html).not.toContain('<Garden>');
  });

  it('heads the HTML with the logo by its content id only when the store has one', () => {
    expect(receiptMail(receipt, { withLogo: true }).html).toContain(`src="cid:${receiptLogoCid}"`);
    expect(receiptMail(receipt, { withLogo: false }).html).not.toContain('cid:');
  });
});

describe('a receipt e-mail in the store’s money', () => {
  it('says every amount in the store’s currency and language, in both parts', () => {
    const mail = receiptMail({ ...receipt, money: { locale: 'de-DE', currency: 'EUR' } }, { withLogo: false });
    expect(mail.text).toMatch(/^Total +1\.234,56\u00a0€$/m);
    expect(mail.text).toContain('-3,00\u00a0€');
    expect(mail.html).toContain('1.234,56\u00a0€');
    expect(mail.html).not.toContain('$1,234.56');
  });
});

describe('a VAT receipt e-mail', () => {
  afterEach(() => setMessageLanguage(usEnglishMessages));

  it('carries the VAT summary, a rate at a time, in both parts', () => {
    const vat = {
      ...receipt,
      vatRows: [
        { rate: '7%', netCents: 299, vatCents: 21, grossCents: 320 },
        { rate: '19%', netCents: 655, vatCents: 125, grossCents: 780 },
      ],
    };
    const mail = receiptMail(vat, { withLogo: false });
    expect(mail.text).toContain('VAT summary · VAT 7%');
    expect(mail.text).toMatch(/^Net +\$2\.99\nVAT +\$0\.21\nGross +\$3\.20$/m);
    expect(mail.text).toMatch(/^VAT 19%\nNet +\$6\.55\nVAT +\$1\.25\nGross +\$7\.80$/m);
    expect(mail.html).toContain('VAT 19%');
    expect(mail.html).toContain('$7.80');
  });

  it('is worded in the language it is said in: its subject, its title and its labels', () => {
    setMessageLanguage({
      locale: 'de-DE',
      money: { locale: 'de-DE', currency: 'EUR' },
      translate: (message, values) => `[${[message.id, ...Object.values(values)].join(' ')}]`,
    });
    const mail = receiptMail(receipt, { withLogo: false });
    expect(mail.subject).toBe('[core.receipt.mail.subject ORD-1042 Greenleaf <Garden> & Co]');
    expect(mail.html).toContain('<title>[core.receipt.mail.title ORD-1042]</title>');
    for (const said of ['[receipt.subtotal]', '[core.receipt.mail.total]', '[receipt.change]', '[receipt.discount]']) {
      expect(mail.text).toContain(said);
      expect(mail.html).toContain(said);
    }
    expect(mail.text).not.toMatch(/Subtotal|Total|Change|Receipt:|Cashier:/);
  });
});

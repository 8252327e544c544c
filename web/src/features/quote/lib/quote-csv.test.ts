import { describe, expect, it } from 'vitest';
import type { Quote } from '@tillwise/core/quote/quote-schemas';
import { quoteCsvTable, quoteFileName } from './quote-csv';

const quote: Quote = {
  id: 'q1',
  number: 'QUO-0007',
  status: 'open',
  customer: { id: 'c1', name: 'Oak & Ash Landscaping' },
  validUntil: '2026-12-29',
  quotedOn: '2026-11-29',
  createdAt: '2026-11-29T10:00:00.000Z',
  createdBy: 'Priya Shah',
  storeName: 'Greenleaf Garden Centre',
  itemCount: 13,
  totalCents: 13_095,
  orderId: null,
  orderNumber: null,
  note: '',
  tillId: 'till-1',
  discount: null,
  pricesIncludeTax: false,
  subtotalCents: 12_375,
  discountCents: 250,
  taxCents: 970,
  taxes: [{ name: 'Tax', rate: 8, taxCents: 970 }],
  lines: [
    {
      productId: 'p1',
      name: 'Lavender',
      sku: 'PLT-002',
      soldBy: 'unit',
      quantity: 12,
      unitPriceCents: 899,
      currentPriceCents: 949,
      taxRate: 8,
      currentTaxRate: 8,
      categoryId: 'cat-plants',
      discount: { kind: 'amount', cents: 250 },
      subtotalCents: 10_788,
      discountCents: 250,
      totalCents: 11_381,
    },
    {
      productId: 'p2',
      name: 'Cheddar',
      sku: 'DEL-001',
      soldBy: 'kg',
      quantity: 755,
      unitPriceCents: 2100,
      currentPriceCents: null,
      taxRate: 8,
      currentTaxRate: null,
      categoryId: null,
      discount: null,
      subtotalCents: 1_586,
      discountCents: 0,
      totalCents: 1_713,
    },
  ],
};

describe('a quote as a spreadsheet', () => {
  it('has a row a line at its quoted price, weighed goods by their weight, and the quote’s totals', () => {
    const table = quoteCsvTable(quote);
    expect(table.rows[0]).toEqual(['PLT-002', 'Lavender', '12', 'each', '8.99', '2.50', '105.38']);
    expect(table.rows[1]?.slice(2, 5)).toEqual(['0.755 kg', 'kg', '21.00']);
    expect(table.rows.at(-1)).toEqual(['', 'Total', '', '', '', '', '130.95']);
    expect(quoteFileName(quote)).toBe('quo-0007-oak-ash-landscaping.csv');
  });

  it('writes amounts with the store currency’s minor digits: yen whole, dinars with three decimals', () => {
    expect(quoteCsvTable(quote, 'JPY').rows[0]?.slice(4)).toEqual(['899', '250', '10538']);
    expect(quoteCsvTable(quote, 'JPY').rows.at(-1)).toEqual(['', 'Total', '', '', '', '', '13095']);
    expect(quoteCsvTable(quote, 'KWD').rows[0]?.slice(4)).toEqual(['0.899', '0.250', '10.538']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitDigits } from '../money/currency';
import { minorToCsvDecimal } from '../money/money';
import { parseAmount } from '../money/parse-amount';
import { productAmountLimits } from './catalog-schemas';
import { productCsvColumns } from './product-csv';
import type { ProductCsvRow } from './product-csv';
import { readProductRow } from './product-csv-import';

// What a store's file says of an amount is what the import reads back, in every currency a store may have.
const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'KWD'];
const blankRow = Object.fromEntries(productCsvColumns.map((column) => [column.field, ''])) as ProductCsvRow;

describe.each(currencies)('an amount in %s', (currency) => {
  const largestPrice = 10 ** (productAmountLimits.maxIntegerDigits! + minorUnitDigits(currency)) - 1;

  it('reads back from the product file as the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: largestPrice }), (minor) => {
        const text = minorToCsvDecimal(minor, currency);
        const raw = { ...blankRow, name: 'X', sku: 'X-1', category: 'Tea', price: text, cost: text };
        expect(readProductRow(raw, 0, 0, currency).row).toMatchObject({ priceCents: minor, costCents: minor });
      }),
      { numRuns: 300 },
    );
  });

  it('of any size or sign, reads back as the same minor units the way the import reads amounts', () => {
    const format = { locale: 'en-US', currency };
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        const text = minorToCsvDecimal(minor, currency);
        const magnitude = parseAmount(text.replace(/^-/, ''), format);
        expect(text.startsWith('-') ? -magnitude! : magnitude).toBe(minor);
      }),
      { numRuns: 300 },
    );
  });
});

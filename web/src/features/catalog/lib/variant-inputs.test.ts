import { describe, expect, it } from 'vitest';
import { variantInputs } from './variant-inputs';

const row = (stock: string, extra: object = {}) => ({
  values: { Grind: 'Whole bean' },
  sku: 'COF-WB',
  barcode: '',
  price: '18.99',
  cost: '',
  stock,
  ...extra,
});

describe('variantInputs', () => {
  it('reads a new variant’s opening stock in the product’s unit: 2.5 lb of coffee is 2500', () => {
    expect(variantInputs([{ row: row('2.5'), index: 0 }], 'lb')).toEqual({
      ok: true,
      variants: [
        {
          id: undefined,
          values: { Grind: 'Whole bean' },
          sku: 'COF-WB',
          barcode: '',
          priceCents: 1899,
          costCents: null,
          stock: 2500,
        },
      ],
    });
  });

  it('takes an empty stock as none, and leaves an existing variant’s stock to the ledger', () => {
    const read = variantInputs(
      [
        { row: row(''), index: 0 },
        { row: row('—', { id: 'v1' }), index: 1 },
      ],
      'unit',
    );
    expect(read.ok && read.variants.map((variant) => variant.stock)).toEqual([0, 0]);
  });

  it('names the rows whose stock does not read, in the product’s unit', () => {
    expect(
      variantInputs(
        [
          { row: row('12'), index: 0 },
          { row: row('2,5'), index: 2 },
        ],
        'lb',
      ),
    ).toEqual({ ok: false, errors: { 2: 'Enter the stock in lb, such as 12 or 0.45' } });
    expect(variantInputs([{ row: row('2.5'), index: 1 }], 'unit')).toEqual({
      ok: false,
      errors: { 1: 'Enter the stock as a whole number' },
    });
  });
});

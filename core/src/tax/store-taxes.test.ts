import { describe, expect, it } from 'vitest';
import { cartTotals } from '../sale/cart-totals';
import { productTaxes } from './store-taxes';
import { storeTaxesSchema } from './tax-schemas';

const cityTax = { name: 'City tax', rate: 2, categoryIds: ['cat-plants'] };
const districtTax = { name: 'District tax', rate: 0.5, categoryIds: [] };

describe('the taxes a product carries in a store', () => {
  it('is the main tax, then each additional tax on its categories or on every product', () => {
    const main = { name: 'State tax', rate: 6.25 };
    expect(productTaxes(main, [cityTax, districtTax], 'cat-plants')).toEqual([
      main,
      { name: 'City tax', rate: 2 },
      { name: 'District tax', rate: 0.5 },
    ]);
    expect(productTaxes(main, [cityTax, districtTax], 'cat-tools')).toEqual([
      main,
      { name: 'District tax', rate: 0.5 },
    ]);
    expect(productTaxes(main, undefined, null)).toEqual([main]);
  });

  it('prices a cart line with each of its taxes rounded once, and the cart adds each tax up', () => {
    const totals = cartTotals(
      [
        { unitPriceCents: 1000, quantity: 1, taxRate: 6.25, categoryId: 'cat-plants' },
        { unitPriceCents: 1000, quantity: 1, taxRate: 6.25, categoryId: 'cat-tools' },
      ],
      null,
      { taxName: 'State tax', additionalTaxes: [cityTax] },
    );
    expect(totals.lines.map((line) => line.taxCents)).toEqual([63 + 20, 63]);
    expect(totals.taxes).toEqual([
      { name: 'State tax', rate: 6.25, taxCents: 126 },
      { name: 'City tax', rate: 2, taxCents: 20 },
    ]);
    expect(totals.totalCents).toBe(2000 + 146);
  });

  it('refuses a tax without a rate, a sixth tax and two taxes of one name', () => {
    expect(storeTaxesSchema.safeParse([{ name: 'City tax', rate: 0 }]).success).toBe(false);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `Tax ${i}`, rate: 1 }));
    expect(storeTaxesSchema.safeParse(six).success).toBe(false);
    expect(storeTaxesSchema.safeParse([cityTax, { ...cityTax, name: 'city TAX' }]).success).toBe(false);
    expect(storeTaxesSchema.safeParse([cityTax, districtTax]).success).toBe(true);
  });
});

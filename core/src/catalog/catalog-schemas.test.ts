import { describe, expect, it } from 'vitest';
import { usMoneyFormat } from '../money/money-format';
import { parseAmount } from '../money/parse-amount';
import {
  createProductInputSchema,
  productAmountLimits,
  productFormSchema,
  productFormSchemaFor,
} from './catalog-schemas';

const productAmount = (text: string) => parseAmount(text, usMoneyFormat, productAmountLimits);

describe('a product amount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['$1,299.99', 129999],
    [' 0.99 ', 99],
    ['0', 0],
    ['9,999,999.99', 999999999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(productAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.999', '-5', '1.2.3', '$', '10000000', '12,345,678.00'])('refuses %j', (text) => {
    expect(productAmount(text)).toBeNull();
  });
});

const form = {
  name: ' Lavender ',
  sku: 'PLT-LAV-02',
  barcode: '',
  price: '12.99',
  cost: '',
  taxRate: '8.25',
  categoryId: 'cat-plants',
  image: null,
  stock: '14',
  reorderLevel: '',
  description: '',
  supplier: '',
  isActive: true,
};

describe('productFormSchema', () => {
  it('yields what the API takes: cents, null for empty optional fields', () => {
    const parsed = productFormSchema.parse(form);
    expect(parsed).toMatchObject({
      name: 'Lavender',
      barcode: null,
      priceCents: 1299,
      costCents: null,
      taxRate: 8.25,
      stock: 14,
      reorderLevel: null,
    });
    expect(createProductInputSchema.parse(parsed)).toMatchObject({ priceCents: 1299, stock: 14 });
  });

  it('reads a tax rate with a decimal comma where the person writes one (French 5,5 %), never in US English', () => {
    const french = productFormSchemaFor({ locale: 'fr-FR', currency: 'EUR' });
    expect(french.parse({ ...form, price: '12,99', taxRate: '5,5' })).toMatchObject({ taxRate: 5.5, priceCents: 1299 });
    expect(french.parse({ ...form, price: '12,99', taxRate: '5.5' })).toMatchObject({ taxRate: 5.5 });
    expect(productFormSchema.safeParse({ ...form, taxRate: '5,5' }).success).toBe(false);
  });

  it('reads stock and reorder level of goods sold by weight in their own unit, to the thousandth', () => {
    expect(productFormSchema.parse({ ...form, soldBy: 'lb', stock: '12', reorderLevel: '0.5' })).toMatchObject({
      soldBy: 'lb',
      stock: 12_000,
      reorderLevel: 500,
    });
    expect(productFormSchema.parse({ ...form, soldBy: 'g', stock: '250' })).toMatchObject({ stock: 250_000 });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Enter the product name'],
    [{ sku: 'has space' }, 'sku', 'Use letters, digits, dot, dash, slash or underscore'],
    [{ price: '' }, 'price', 'Enter a price such as 12.99'],
    [{ price: '12.345' }, 'price', 'Enter a price such as 12.99'],
    [{ cost: 'free' }, 'cost', 'Enter an amount such as 7.50, or leave it empty'],
    [{ taxRate: '101' }, 'taxRate', 'Tax is 0 to 100 %'],
    [{ stock: '-1' }, 'stock', 'Enter the stock on hand as a whole number, 0 or more'],
    [{ reorderLevel: '2.5' }, 'reorderLevel', 'Enter the level as a whole number, 0 or more'],
    [{ soldBy: 'lb', stock: '0.4555' }, 'stock', 'Enter the stock on hand in lb, such as 12 or 0.45'],
    [{ soldBy: 'kg', reorderLevel: 'two' }, 'reorderLevel', 'Enter the level in kg, such as 12 or 0.45'],
    [{ categoryId: '' }, 'categoryId', 'Choose a category'],
  ])('rejects %j on %s', (change, path, message) => {
    const result = productFormSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});

import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from './check-digit';
import { defaultScaleLabelLayout } from './scale-label';
import { resolveScan } from './scan-to-line';
import type { ScannableProduct } from './scan-to-line';

type TestProduct = ScannableProduct & { id: string; codes: string[] };
const catalogue: TestProduct[] = [
  { id: 'choc', name: 'Chocolate', isActive: true, soldBy: 'unit', priceCents: 199, codes: ['5012345678900', 'CHO-1'] },
  { id: 'cola', name: 'Cola', isActive: true, soldBy: 'unit', priceCents: 150, codes: ['042100005264'] },
  {
    id: 'bulbs',
    name: 'Tulip bulbs',
    isActive: true,
    soldBy: 'kg',
    priceCents: 499,
    codes: ['2100421', '09501101530003'],
  },
  { id: 'old', name: 'Old stock', isActive: false, soldBy: 'unit', priceCents: 100, codes: ['4006381333931'] },
];
const lookup = async (code: string) => catalogue.find((product) => product.codes.includes(code)) ?? null;
const resolve = (text: string) => resolveScan(text, defaultScaleLabelLayout, lookup);
const ean13 = (twelve: string) => `${twelve}${gs1CheckDigit(twelve)}`;

describe('a scan becomes a line', () => {
  it('sells one of a GTIN, or the quantity typed before it', async () => {
    expect(await resolve('5012345678900')).toMatchObject({ kind: 'line', quantity: 1, product: { id: 'choc' } });
    expect(await resolve('12*5012345678900')).toMatchObject({ kind: 'line', quantity: 12, product: { id: 'choc' } });
    expect(await resolve('12*')).toEqual({ kind: 'waiting', quantity: 12 });
    expect(await resolve('CHO-1')).toMatchObject({ kind: 'line', quantity: 1, product: { id: 'choc' } });
  });

  it('finds a UPC-E scan under the UPC-A barcode it expands to', async () => {
    expect(await resolve('04252614')).toMatchObject({ kind: 'line', product: { id: 'cola' } });
  });

  it('sells a scale label’s weight in grams, and works a price label back to grams', async () => {
    expect(await resolve(ean13('210042100755'))).toMatchObject({
      kind: 'line',
      quantity: 755,
      product: { id: 'bulbs' },
    });
    const priceLayout = { ...defaultScaleLabelLayout, value: 'price' as const, decimals: 2 };
    expect(await resolveScan(ean13('210042100377'), priceLayout, lookup)).toMatchObject({
      kind: 'line',
      quantity: 756,
    });
  });

  it('reads a GS1 string’s net weight', async () => {
    expect(await resolve('(01)09501101530003(3103)000755')).toMatchObject({ kind: 'line', quantity: 755 });
    expect(await resolve('09501101530003'.replace(/^/, ']C101'))).toMatchObject({ kind: 'weigh' });
  });

  it('refuses bad, unknown and mismatched codes with a message', async () => {
    expect(await resolve('4006381333932')).toEqual({
      kind: 'refused',
      message: 'Barcode 4006381333932 has a bad check digit',
    });
    expect(await resolve('9999999999994')).toEqual({ kind: 'refused', message: 'No product matches “9999999999994”' });
    expect(await resolve('4006381333931')).toEqual({ kind: 'refused', message: 'Old stock is no longer for sale' });
    expect(await resolve('3*2100421007553')).toMatchObject({ kind: 'refused' });
    expect(await resolve('(01)05012345678900(3103)000500')).toEqual({
      kind: 'refused',
      message: 'Chocolate is not sold by weight',
    });
  });
});

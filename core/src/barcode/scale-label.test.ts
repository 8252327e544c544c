import { describe, expect, it } from 'vitest';
import type { ScaleLabelLayout } from './scale-label';
import { defaultScaleLabelLayout, parseScaleLabel } from './scale-label';
import { scaleLabelLayoutSchema } from './scale-label-schema';

const pricedLayout: ScaleLabelLayout = { prefixes: ['28'], itemDigits: 5, value: 'price', decimals: 2 };
// North American UPC-A "2 IIIII V PPPP C", read in its EAN-13 form with a leading 0.
const usLayout: ScaleLabelLayout = {
  prefixes: ['02'],
  itemDigits: 5,
  value: 'price',
  decimals: 2,
  valueCheckDigit: true,
};

describe('parseScaleLabel', () => {
  it('reads item 00421 weighing 0.755 kg', () => {
    expect(parseScaleLabel('2100421007553', defaultScaleLabelLayout)).toEqual({
      prefix: '21',
      itemCode: '00421',
      grams: 755,
    });
  });

  it('reads a weight given in 10 g steps', () => {
    const layout = { ...defaultScaleLabelLayout, decimals: 2 };
    expect(parseScaleLabel('2900421000758', layout)?.grams).toBe(750);
  });

  it('reads an embedded price in cents', () => {
    expect(parseScaleLabel('2800042004992', pricedLayout)).toEqual({
      prefix: '28',
      itemCode: '00042',
      priceCents: 499,
    });
  });

  it('reads a price in whole units', () => {
    expect(parseScaleLabel('2800042004992', { ...pricedLayout, decimals: 0 })?.priceCents).toBe(49_900);
  });

  it('skips the price check digit of a US label', () => {
    expect(parseScaleLabel('0212345712993', usLayout)).toEqual({ prefix: '02', itemCode: '12345', priceCents: 1299 });
  });

  it('follows the item length the layout sets', () => {
    const layout = { ...defaultScaleLabelLayout, itemDigits: 4 };
    expect(parseScaleLabel('2000012345609', layout)).toEqual({ prefix: '20', itemCode: '0001', grams: 234_560 });
  });

  it('is null for a prefix the layout does not list', () => {
    expect(parseScaleLabel('2800042004992', defaultScaleLabelLayout)).not.toBeNull();
    expect(parseScaleLabel('2800042004992', { ...defaultScaleLabelLayout, prefixes: ['20', '21'] })).toBeNull();
    expect(parseScaleLabel('4006381333931', defaultScaleLabelLayout)).toBeNull();
  });

  it('is null for a bad check digit or anything but 13 digits', () => {
    expect(parseScaleLabel('2100421007554', defaultScaleLabelLayout)).toBeNull();
    expect(parseScaleLabel('210042100755', defaultScaleLabelLayout)).toBeNull();
    expect(parseScaleLabel('21004210075x3', defaultScaleLabelLayout)).toBeNull();
  });
});

describe('a price-embedded label in the store’s currency', () => {
  // 28 00042 00499 2: item 42, a price field of 00499.
  it('reads a yen price (no minor unit) as yen', () => {
    expect(parseScaleLabel('2800042004992', { ...pricedLayout, decimals: 0 }, 0)?.priceCents).toBe(499);
  });

  it('reads a dinar price with 3 decimals as fils, and one with 2 as ten fils each', () => {
    expect(parseScaleLabel('2800042004992', { ...pricedLayout, decimals: 3 }, 3)?.priceCents).toBe(499);
    expect(parseScaleLabel('2800042004992', pricedLayout, 3)?.priceCents).toBe(4990);
  });

  it('rounds a price with more decimals than the currency has to its minor unit', () => {
    expect(parseScaleLabel('2800042004992', pricedLayout, 0)?.priceCents).toBe(5);
  });

  it('accepts a layout with 3 price decimals (dinars)', () => {
    expect(scaleLabelLayoutSchema.safeParse({ ...pricedLayout, decimals: 3 }).success).toBe(true);
  });
});

describe('scaleLabelLayoutSchema', () => {
  it('accepts the default and the US layout', () => {
    expect(scaleLabelLayoutSchema.parse(defaultScaleLabelLayout)).toEqual(defaultScaleLabelLayout);
    expect(scaleLabelLayoutSchema.safeParse(usLayout).success).toBe(true);
  });

  it.each([
    ['a prefix of a real product', { prefixes: ['50'] }],
    ['no prefix', { prefixes: [] }],
    ['a prefix twice', { prefixes: ['20', '20'] }],
    ['a 2-digit item code', { itemDigits: 2 }],
    ['an 8-digit item code', { itemDigits: 8 }],
    ['a weight below grams', { decimals: 4 }],
    ['a price below any currency’s minor unit', { value: 'price', decimals: 4 }],
    ['a fractional digit count', { itemDigits: 4.5 }],
  ])('refuses %s', (_, change) => {
    expect(scaleLabelLayoutSchema.safeParse({ ...defaultScaleLabelLayout, ...change }).success).toBe(false);
  });
});

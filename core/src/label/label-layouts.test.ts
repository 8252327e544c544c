import { describe, expect, it } from 'vitest';
import {
  isLabelLayoutId,
  labelBarcodeFormat,
  labelLayouts,
  labelPages,
  labelsPerPage,
  labelText,
  maxLabelCopies,
  truncateLabelName,
} from './label-layouts';
import type { LabelProduct } from './label-layouts';

const a4Sheet = labelLayouts['a4-3x8'];
const roll = labelLayouts['roll-50x30'];
const usedIds = (page: { cells: { productId: string | null }[] }) => page.cells.map((cell) => cell.productId);

describe('labelLayouts', () => {
  it.each(Object.values(labelLayouts))('fits every label of $name on its page', (layout) => {
    const right =
      layout.marginLeftMm + layout.columns * layout.labelWidthMm + (layout.columns - 1) * layout.columnGapMm;
    const bottom = layout.marginTopMm + layout.rows * layout.labelHeightMm + (layout.rows - 1) * layout.rowGapMm;
    expect(right).toBeLessThanOrEqual(layout.pageWidthMm + 1e-9);
    expect(bottom).toBeLessThanOrEqual(layout.pageHeightMm + 1e-9);
  });

  it('centres Avery 5160 on Letter, as its template does', () => {
    const layout = labelLayouts['letter-3x10'];
    const right = layout.marginLeftMm + 3 * layout.labelWidthMm + 2 * layout.columnGapMm;
    expect(layout.pageWidthMm - right).toBeCloseTo(layout.marginLeftMm, 6);
    expect(labelsPerPage(layout)).toBe(30);
  });
});

describe('labelPages', () => {
  it('puts 30 labels on two 24-label A4 sheets', () => {
    const pages = labelPages([{ productId: 'p1', copies: 30 }], a4Sheet);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.cells.filter((cell) => cell.productId === 'p1')).toHaveLength(24);
    expect(pages[1]?.cells.filter((cell) => cell.productId === 'p1')).toHaveLength(6);
    expect(pages[1]?.cells).toHaveLength(24);
  });

  it('fills left to right, then top to bottom, in the order asked', () => {
    const [page] = labelPages(
      [
        { productId: 'a', copies: 2 },
        { productId: 'b', copies: 0 },
        { productId: 'c', copies: 2 },
      ],
      a4Sheet,
    );
    expect(usedIds(page!).slice(0, 5)).toEqual(['a', 'a', 'c', 'c', null]);
    expect(page!.cells[3]).toMatchObject({ column: 0, row: 1, leftMm: 0, topMm: 37.5 });
    expect(page!.cells[5]).toMatchObject({ column: 2, row: 1, leftMm: 140 });
  });

  it('places Avery 5160 labels with its margins and column gap', () => {
    const [page] = labelPages([{ productId: 'a', copies: 30 }], labelLayouts['letter-3x10']);
    expect(page!.cells[29]?.leftMm).toBeCloseTo(4.7625 + 2 * (66.675 + 3.175), 6);
    expect(page!.cells[29]?.topMm).toBeCloseTo(12.7 + 9 * 25.4, 6);
  });

  it('skips the used labels at the start of the first sheet only', () => {
    const pages = labelPages([{ productId: 'a', copies: 20 }], a4Sheet, 5);
    expect(pages).toHaveLength(2);
    expect(usedIds(pages[0]!).slice(0, 6)).toEqual([null, null, null, null, null, 'a']);
    expect(usedIds(pages[1]!).slice(0, 2)).toEqual(['a', null]);
  });

  it('never skips a whole sheet, and a roll never skips', () => {
    expect(labelPages([{ productId: 'a', copies: 1 }], a4Sheet, 500)[0]?.cells[23]?.productId).toBe('a');
    expect(labelPages([{ productId: 'a', copies: 2 }], roll, 3).map(usedIds)).toEqual([['a'], ['a']]);
  });

  it('prints one label a page on a roll', () => {
    const pages = labelPages([{ productId: 'a', copies: 3 }], roll);
    expect(pages).toHaveLength(3);
    expect(pages[0]?.cells).toEqual([{ slot: 0, column: 0, row: 0, leftMm: 0, topMm: 0, productId: 'a' }]);
  });

  it.each([
    [0, 0],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [1000, maxLabelCopies],
  ])('reads %d copies as %d labels', (copies, labels) => {
    const pages = labelPages([{ productId: 'a', copies }], roll);
    expect(pages).toHaveLength(labels);
  });
});

describe('labelBarcodeFormat', () => {
  it.each([
    ['4006381333931', 'EAN13'],
    ['96385074', 'EAN8'],
    ['036000291452', 'UPC'],
    ['04252614', 'UPCE'],
    ['TLS-001', 'CODE128'],
    ['4006381333932', 'CODE128'], // a bad check digit
    ['036000291453', 'CODE128'],
    ['12345', 'CODE128'],
  ])('draws %s as %s', (code, format) => {
    expect(labelBarcodeFormat(code)).toBe(format);
  });
});

describe('truncateLabelName', () => {
  it.each([
    ['Milk 1L', 20, 'Milk 1L'],
    ['  Organic   whole milk ', 40, 'Organic whole milk'],
    ['Organic whole milk, 2 litres', 20, 'Organic whole milk…'],
    ['Supercalifragilistic', 10, 'Supercali…'],
  ])('fits %j into %i characters as %j', (name, maxChars, shown) => {
    const text = truncateLabelName(name, maxChars);
    expect(text).toBe(shown);
    expect(text.length).toBeLessThanOrEqual(maxChars);
  });
});

describe('labelText', () => {
  const product: LabelProduct = { name: 'Olive oil 500 ml', sku: 'TLS-001', barcode: '4006381333931', priceCents: 499 };

  it('shows the name, the price and the product barcode', () => {
    expect(labelText(product, { nameMaxChars: 40 })).toEqual({
      name: 'Olive oil 500 ml',
      price: '$4.99',
      unitPrice: null,
      barcodeValue: '4006381333931',
      barcodeFormat: 'EAN13',
    });
  });

  it('encodes the SKU in Code 128 when the product has no barcode', () => {
    const text = labelText({ ...product, barcode: null }, { nameMaxChars: 40 });
    expect(text).toMatchObject({ barcodeValue: 'TLS-001', barcodeFormat: 'CODE128' });
    expect(labelText({ ...product, barcode: '  ' }, { nameMaxChars: 40 }).barcodeValue).toBe('TLS-001');
  });

  it('shows the unit price only when asked for and known', () => {
    const withUnitPrice = { ...product, unitPriceText: '$9.98 / l' };
    expect(labelText(withUnitPrice, { nameMaxChars: 40, showUnitPrice: true }).unitPrice).toBe('$9.98 / l');
    expect(labelText(withUnitPrice, { nameMaxChars: 40 }).unitPrice).toBeNull();
    expect(labelText(product, { nameMaxChars: 40, showUnitPrice: true }).unitPrice).toBeNull();
  });

  it('quotes a weighed product per kg or lb', () => {
    expect(labelText({ ...product, soldBy: 'kg' }, { nameMaxChars: 40 }).price).toBe('$4.99/kg');
    expect(labelText({ ...product, soldBy: 'unit' }, { nameMaxChars: 40 }).price).toBe('$4.99');
  });

  it('shows the price in the store’s money: euros in German, yen, dinars', () => {
    const kg = { ...product, soldBy: 'kg' as const };
    expect(labelText(kg, { nameMaxChars: 40 }, { locale: 'de-DE', currency: 'EUR' }).price).toBe('4,99\u00a0€/kg');
    expect(labelText(product, { nameMaxChars: 40 }, { locale: 'en-US', currency: 'JPY' }).price).toBe('¥499');
    expect(labelText(product, { nameMaxChars: 40 }, { locale: 'en-US', currency: 'KWD' }).price).toBe('KWD\u00a00.499');
  });

  it('cuts a long name to the layout', () => {
    const long = { ...product, name: 'Extra virgin olive oil from Crete, first cold pressed' };
    expect(labelText(long, { nameMaxChars: 30 }).name).toBe('Extra virgin olive oil from…');
  });
});

describe('isLabelLayoutId', () => {
  it('knows the layouts and nothing else', () => {
    expect(Object.keys(labelLayouts).every(isLabelLayoutId)).toBe(true);
    expect(isLabelLayoutId('a5-2x2')).toBe(false);
    expect(isLabelLayoutId(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { guessMapping, mappedRow } from '../csv/csv-import';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import type { Product } from './catalog-schemas';
import { productCsvColumns, productCsvFields, productCsvTemplate } from './product-csv';
import { productCsvTable } from './product-csv-export';
import { isMissingCategory, missingCategoryMessage, readProductRow } from './product-csv-import';
import type { ProductCsvRow } from './product-csv';

describe('the product file’s template and columns', () => {
  it('is the header row and one example row, which reads back without a problem', () => {
    expect(productCsvTemplate.fields).toEqual(productCsvColumns.map((column) => column.header));
    expect(productCsvTemplate.rows).toHaveLength(1);
    const cells = productCsvTemplate.rows[0]!.map(String);
    const mapping = guessMapping(productCsvColumns, productCsvTemplate.fields);
    expect(Object.values(mapping)).toEqual(productCsvFields.map((_, index) => index));
    const read = readProductRow(mappedRow(mapping, cells) as ProductCsvRow, 0, 8.25);
    expect(read.problems).toEqual([]);
    // A cheese sold by the lb: its stock and reorder level are in lb (thousandths of it).
    expect(read.row).toMatchObject({ name: 'Aged Cheddar', soldBy: 'lb', priceCents: 2499, stock: 12_500 });
    expect(read.row?.reorderLevel).toBe(3000);
  });

  it('says what every column takes; Sold by its five ways, and stock and reorder level in that unit', () => {
    for (const column of productCsvColumns) expect(column.help, column.header).toMatch(/\S/);
    const help = (header: string) => productCsvColumns.find((column) => column.header === header)?.help ?? '';
    expect(help('Sold by')).toMatch(/^each, kg, lb, oz or g/);
    expect(help('Stock')).toContain('in the unit of Sold by');
    expect(help('Reorder level')).toContain('in the same unit as Stock');
  });

  it('knows a category the store lacks, which the import’s box fixes, from a row to fix in the file', () => {
    expect(isMissingCategory({ row: 4, field: 'category', message: missingCategoryMessage('Bulbs') })).toBe(true);
    expect(isMissingCategory({ row: 4, field: 'category', message: 'Choose a category' })).toBe(false);
    expect(isMissingCategory({ row: 4, field: 'price', message: 'Enter a price such as 12.99' })).toBe(false);
  });

  it('knows it in the server’s US English while the person reads another language', () => {
    setMessageLanguage({
      locale: 'de-DE',
      money: { locale: 'de-DE', currency: 'EUR' },
      translate: (message, values) =>
        message.id === 'core.catalog.importMissingCategory' ? `Keine Kategorie namens ${values.name}` : null,
    });
    try {
      expect(isMissingCategory({ row: 4, field: 'category', message: 'No category called Bulbs' })).toBe(true);
      expect(isMissingCategory({ row: 4, field: 'category', message: missingCategoryMessage('Bulbs') })).toBe(true);
      expect(isMissingCategory({ row: 4, field: 'category', message: 'Choose a category' })).toBe(false);
    } finally {
      setMessageLanguage(usEnglishMessages);
    }
  });
});

describe('the product file in a store whose currency has other minor digits', () => {
  const product: Product = {
    id: 'p1',
    name: 'Sencha',
    sku: 'TEA-1',
    barcode: null,
    priceCents: 1200,
    chainPriceCents: 1200,
    storePriceCents: null,
    costCents: 1250,
    taxRate: 10,
    categoryId: 'cat-tea',
    image: null,
    stock: 5,
    reorderLevel: null,
    description: '',
    supplier: '',
    isActive: true,
    soldBy: 'unit',
    parentId: null,
    optionValues: null,
  };
  const exported = (currency: string) => {
    const table = productCsvTable([product], new Map([['cat-tea', 'Tea']]), currency);
    const cells = table.rows[0]!.map(String);
    return mappedRow(guessMapping(productCsvColumns, table.fields), cells) as ProductCsvRow;
  };

  it('writes ¥1,200 as 1200 and reads it back as ¥1,200', () => {
    const raw = exported('JPY');
    expect([raw.price, raw.cost]).toEqual(['1200', '1250']);
    expect(readProductRow(raw, 0, 10, 'JPY').row).toMatchObject({ priceCents: 1200, costCents: 1250 });
  });

  it('writes 1.200 KD as 1.200 and reads it back as 1200 fils', () => {
    const raw = exported('KWD');
    expect([raw.price, raw.cost]).toEqual(['1.200', '1.250']);
    expect(readProductRow(raw, 0, 10, 'KWD').row).toMatchObject({ priceCents: 1200, costCents: 1250 });
  });

  it('writes US dollars as it always did', () => {
    expect([exported('USD').price, exported('USD').cost]).toEqual(['12.00', '12.50']);
  });

  it('refuses more decimals than the currency has rather than guess: 12.00 in a yen store', () => {
    const raw = { ...exported('JPY'), price: '12.00' };
    expect(readProductRow(raw, 0, 10, 'JPY').problems).toEqual([
      { row: 0, field: 'price', message: 'Enter a price such as 12.99' },
    ]);
  });
});

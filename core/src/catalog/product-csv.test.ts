import { describe, expect, it } from 'vitest';
import { guessMapping, mappedRow } from '../csv/csv-import';
import { productCsvColumns, productCsvFields, productCsvTemplate } from './product-csv';
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
});

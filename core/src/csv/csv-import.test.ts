import { describe, expect, it } from 'vitest';
import { productCsvColumns } from '../catalog/product-csv';
import { productCsvRow } from '../catalog/product-csv-export';
import { readProductRow } from '../catalog/product-csv-import';
import { parseOptionValues } from '../catalog/product-csv-options';
import type { ProductCsvRow } from '../catalog/product-csv';
import type { Product } from '../catalog/catalog-schemas';
import { guessMapping, headerSignature, importSummary, importedCell, mappedRow } from './csv-import';
import { safeCsvCell } from './safe-csv';

const product: Product = {
  id: 'p1',
  name: '=Lavender "Hidcote" 2L',
  sku: 'PLT-002',
  barcode: '5012345678917',
  priceCents: 899,
  chainPriceCents: 899,
  storePriceCents: null,
  costCents: null,
  taxRate: 8.25,
  categoryId: 'cat-plants',
  image: null,
  stock: 48,
  reorderLevel: null,
  description: 'Fragrant, hardy.',
  supplier: 'Blue Ridge Nurseries',
  isActive: false,
  soldBy: 'kg',
  parentId: 'parent',
  optionValues: { Size: '2 L', Colour: 'Blue' },
};

describe('csv import', () => {
  it('maps another system’s headers by name and alias, each column once', () => {
    const mapping = guessMapping(productCsvColumns, [
      'Title',
      'Variant SKU',
      'Variant Price',
      'Vendor',
      'Qty',
      'Other',
    ]);
    expect(mapping).toMatchObject({ name: 0, sku: 1, price: 2, supplier: 3, stock: 4, barcode: null, category: null });
    expect(headerSignature(['Variant SKU', ' Title '])).toBe('variantsku|title');
  });

  it('takes back the apostrophe a spreadsheet-safe export put before formula-like text', () => {
    expect(importedCell(String(safeCsvCell('=SUM(A1)')))).toBe('=SUM(A1)');
    expect(importedCell("'tis the season")).toBe("'tis the season");
    expect(importedCell('  -12.50 ')).toBe('-12.50');
  });

  it('reads back what it exported: every field of a product survives the round trip', () => {
    const cells = productCsvRow(product, 'Plants', 'PLT-HYD').map((cell) => String(safeCsvCell(cell)));
    const mapping = guessMapping(
      productCsvColumns,
      productCsvColumns.map((column) => column.header),
    );
    const raw = mappedRow(mapping, cells) as ProductCsvRow;
    const read = readProductRow(raw, 0, 20);
    expect(read.problems).toEqual([]);
    expect(read.row).toEqual({
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      category: 'Plants',
      priceCents: 899,
      costCents: null,
      taxRate: 8.25,
      stock: 48,
      reorderLevel: null,
      soldBy: 'kg',
      supplier: product.supplier,
      isActive: false,
      description: product.description,
      parentSku: 'PLT-HYD',
      optionValues: { Size: '2 L', Colour: 'Blue' },
    });
  });

  it('reads a variant’s options as Name=Value pairs, and refuses them written otherwise', () => {
    expect(parseOptionValues('Size=2 L; Colour = Blue;')).toEqual({ Size: '2 L', Colour: 'Blue' });
    expect(parseOptionValues('2 L')).toBeNull();
    expect(parseOptionValues('Size=2 L; Size=5 L')).toBeNull();
    const raw = Object.fromEntries(productCsvColumns.map((c) => [c.field, ''])) as ProductCsvRow;
    const row = { ...raw, name: 'X', sku: 'X-1', price: '1', category: 'Tools' };
    expect(readProductRow({ ...row, parentSku: 'P-1' }, 0, 20).problems).toEqual([
      { row: 0, field: 'options', message: 'Give the variant’s options, such as Size=2 L' },
    ]);
    expect(readProductRow({ ...row, options: 'Size=2 L' }, 0, 20).problems).toEqual([
      { row: 0, field: 'parentSku', message: 'Name the product these are options of' },
    ]);
  });

  it('names each bad cell of a row, and fills the store’s tax rate and stock 0 when left empty', () => {
    const raw = Object.fromEntries(productCsvColumns.map((c) => [c.field, ''])) as ProductCsvRow;
    const bad = readProductRow({ ...raw, name: 'X', sku: 'bad sku!', price: '1.999', active: 'perhaps' }, 4, 20);
    expect(bad.problems).toEqual([
      { row: 4, field: 'active', message: 'Use yes or no' },
      { row: 4, field: 'sku', message: 'Use letters, digits, dot, dash, slash or underscore' },
      { row: 4, field: 'category', message: 'Choose a category' },
      { row: 4, field: 'price', message: 'Enter a price such as 12.99' },
    ]);
    const good = readProductRow({ ...raw, name: 'X', sku: 'X-1', price: '$1,200.5', category: 'Tools' }, 0, 20);
    expect(good.row).toMatchObject({ priceCents: 120050, taxRate: 20, stock: 0, isActive: true, soldBy: 'unit' });
  });

  it('sums up a check and an import', () => {
    expect(importSummary({ dryRun: true, created: 1000, updated: 2, unchanged: 0 })).toBe(
      '1,000 to add, 2 to update, 0 unchanged',
    );
    expect(importSummary({ dryRun: false, created: 1, updated: 0, unchanged: 5 })).toBe(
      '1 added, 0 updated, 5 unchanged',
    );
  });
});

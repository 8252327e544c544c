import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCsvColumns } from '@tillwise/core/catalog/product-csv';
import { guessMapping, mappedRow } from '@tillwise/core/csv/csv-import';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { productsInStore } from '../../test/store-stock';

// The product file: export → import changes nothing; a file with bad rows writes nothing and says which; a
// good file adds and updates in one transaction.

let t: TestApp;
let inventory: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [inventory, cashier] = await Promise.all([t.signInAs('inventory'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const importRows = (rows: object[], extra: object = {}, cookie = inventory) =>
  t.app.inject({ method: 'POST', url: '/api/products/import', headers: { cookie }, payload: { rows, ...extra } });
const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Reads CSV text the way the browser does: the header guesses the mapping, each line becomes a row. */
function readCsv(text: string) {
  const [headers, ...lines] = Papa.parse<string[]>(text.trim()).data;
  const mapping = guessMapping(productCsvColumns, headers!);
  return lines.map((cells) => mappedRow(mapping, cells));
}

const row = (n: number, overrides: Record<string, string> = {}) => ({
  name: `Bulb ${n}`,
  sku: `BLB-${String(n).padStart(4, '0')}`,
  barcode: '',
  category: 'Plants',
  price: '3.99',
  cost: '1.20',
  taxRate: '',
  stock: '25',
  reorderLevel: '5',
  soldBy: 'each',
  supplier: 'Bulb Growers Ltd',
  active: 'yes',
  description: '',
  ...overrides,
});

describe('product import and export', () => {
  it('exports the catalogue in a file that imports back unchanged', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/products/export', headers: { cookie: inventory } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body.split(/\r?\n/)[0]).toBe(
      'Name,SKU,Barcode,Category,Price,Cost,Tax %,Stock,Reorder level,Sold by,Supplier,Active,Description,Variant of,Options',
    );
    const rows = readCsv(exported.body);
    expect(rows).toHaveLength(12);
    const response = await importRows(rows);
    expect(response.json()).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: 12, newCategories: [] });
  });

  it('refuses a 1,000-row file with 3 bad rows, naming each, and writes nothing; fixed, imports it all', async () => {
    const before = await productCount();
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1));
    rows[10] = row(11, { price: 'free' });
    rows[500] = row(501, { sku: 'BLB-0002' });
    rows[999] = row(1000, { category: 'Bulbs' });
    const refused = await importRows(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: '3 rows have problems: nothing was imported',
      details: [
        { path: 'rows.10.price', message: 'Enter a price such as 12.99' },
        { path: 'rows.500.sku', message: 'SKU also on row 3' },
        { path: 'rows.999.category', message: 'No category called Bulbs' },
      ],
    });
    expect(await productCount()).toBe(before);

    rows[10] = row(11);
    rows[500] = row(501);
    const dry = await importRows(rows, { dryRun: true, createCategories: true });
    expect(dry.json()).toEqual({ dryRun: true, created: 1000, updated: 0, unchanged: 0, newCategories: ['Bulbs'] });
    expect(await productCount()).toBe(before);

    const done = await importRows(rows, { createCategories: true });
    expect(done.json()).toMatchObject({ created: 1000, newCategories: ['Bulbs'] });
    expect(await productCount()).toBe(before + 1000);
    const bulb = await productsInStore(t.db).where('sku', '=', 'BLB-1000').executeTakeFirstOrThrow();
    expect(bulb).toMatchObject({
      price_cents: 399,
      cost_cents: 120,
      tax_rate_bps: 825,
      stock: 25,
      supplier: 'Bulb Growers Ltd',
    });
    const category = await t.db
      .selectFrom('categories')
      .select('name')
      .where('id', '=', bulb.category_id)
      .executeTakeFirstOrThrow();
    expect(category.name).toBe('Bulbs');
    const opening = await t.db
      .selectFrom('stock_movements')
      .select(['quantity_change', 'reason'])
      .where('product_id', '=', bulb.id)
      .execute();
    expect(opening).toEqual([{ quantity_change: 25, reason: 'initial' }]);
    const supplier = await t.db.selectFrom('suppliers').select('name').where('name', '=', 'Bulb Growers Ltd').execute();
    expect(supplier).toHaveLength(1);
  });

  it('updates products by SKU: changed fields, and a new stock figure as a counted movement', async () => {
    const updated = await importRows([row(7, { price: '4.49', stock: '30', active: 'no' }), row(8)]);
    expect(updated.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const bulb = await productsInStore(t.db).where('sku', '=', 'BLB-0007').executeTakeFirstOrThrow();
    expect(bulb).toMatchObject({ price_cents: 449, stock: 30, is_active: 0 });
    const movements = await t.db
      .selectFrom('stock_movements')
      .select(['quantity_change', 'reason'])
      .where('product_id', '=', bulb.id)
      .orderBy('created_at')
      .execute();
    expect(movements.at(-1)).toEqual({ quantity_change: 5, reason: 'counted' });
  });

  it('says what is wrong with a barcode another product uses, or a bad yes/no, and who may import', async () => {
    const monstera = await productsInStore(t.db).where('id', '=', 'prod-monstera').executeTakeFirstOrThrow();
    const clash = await importRows([row(2001, { barcode: monstera.barcode!, active: 'maybe', soldBy: 'box' })]);
    expect(clash.json().details).toEqual([
      { path: 'rows.0.active', message: 'Use yes or no' },
      { path: 'rows.0.soldBy', message: 'Use each, kg, lb, oz or g' },
    ]);
    const barcode = await importRows([row(2001, { barcode: monstera.barcode! })]);
    expect(barcode.json().details).toEqual([
      { path: 'rows.0.barcode', message: `Barcode already used by ${monstera.sku}` },
    ]);
    expect((await importRows([row(2002)], {}, cashier)).statusCode).toBe(403);
    expect((await importRows([])).statusCode).toBe(400);
  });

  it('adds a product with variants from the file, and its export imports back unchanged', async () => {
    const variantRow = (size: string, sku: string) =>
      row(0, { name: `Fern Pot — ${size}`, sku, parentSku: 'POT-FERN', options: `Size=${size}`, category: 'Pots' });
    const rows = [
      variantRow('Small', 'POT-FERN-S'),
      row(0, { name: 'Fern Pot', sku: 'POT-FERN', category: 'Pots', stock: '0' }),
      variantRow('Large', 'POT-FERN-L'),
    ];
    const imported = await importRows(rows);
    expect(imported.json()).toMatchObject({ created: 3 });
    const parent = await productsInStore(t.db).where('sku', '=', 'POT-FERN').executeTakeFirstOrThrow();
    expect(JSON.parse(parent.options_json!)).toEqual([{ name: 'Size', values: ['Small', 'Large'] }]);
    const variants = await t.db
      .selectFrom('products')
      .select(['sku', 'option_values_json'])
      .where('parent_id', '=', parent.id)
      .orderBy('sku')
      .execute();
    expect(variants).toEqual([
      { sku: 'POT-FERN-L', option_values_json: '{"Size":"Large"}' },
      { sku: 'POT-FERN-S', option_values_json: '{"Size":"Small"}' },
    ]);

    const exported = await t.app.inject({ method: 'GET', url: '/api/products/export', headers: { cookie: inventory } });
    const again = readCsv(exported.body);
    expect(again.find((r) => r.sku === 'POT-FERN-S')).toMatchObject({ parentSku: 'POT-FERN', options: 'Size=Small' });
    const unchanged = (await importRows(again)).json();
    expect(unchanged).toMatchObject({ created: 0, updated: 0 });

    const bad = await importRows([
      row(0, { sku: 'X-1', parentSku: 'PLT-001', options: 'Size=Big' }),
      row(0, { sku: 'X-2', parentSku: 'POT-FERN-S', options: 'Size=Big' }),
      row(0, { sku: 'POT-FERN-S', name: 'Fern Pot — Small', category: 'Pots' }),
      row(0, { sku: 'POT-FERN', name: 'Fern Pot', category: 'Pots', stock: '3' }),
    ]);
    expect(bad.json().details).toEqual([
      { path: 'rows.0.parentSku', message: 'PLT-001 has stock of its own: bring it to 0 first' },
      { path: 'rows.1.parentSku', message: 'POT-FERN-S is itself a variant' },
      { path: 'rows.2.parentSku', message: 'A variant stays under its product' },
      { path: 'rows.2.stock', message: 'A product with variants holds no stock of its own' },
      { path: 'rows.3.stock', message: 'A product with variants holds no stock of its own' },
    ]);
  });
});

import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCsvColumns } from '@tillwise/core/catalog/product-csv';
import { guessMapping, mappedRow } from '@tillwise/core/csv/csv-import';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// The product file of a store whose currency has no minor unit (yen) or three (dinars): its amounts are written and
// read in that currency, so ¥1,200 is "1200" both ways and the file imports back unchanged.

let t: TestApp;
let inventory: string;
beforeAll(async () => {
  t = await buildTestApp();
  inventory = await t.signInAs('inventory');
});
afterAll(() => t?.close());

const switchCurrency = (currency: string) =>
  t.db.updateTable('store').set({ currency }).where('id', '=', 'store-1').execute();
const exportFile = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products/export', headers: { cookie: inventory } });
  expect(response.statusCode).toBe(200);
  const [headers, ...lines] = Papa.parse<string[]>(response.body.trim()).data;
  const mapping = guessMapping(productCsvColumns, headers!);
  return lines.map((cells) => mappedRow(mapping, cells));
};
const importRows = (rows: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/products/import', headers: { cookie: inventory }, payload: { rows } });
const product = (sku: string) =>
  t.db.selectFrom('products').select(['price_cents', 'cost_cents']).where('sku', '=', sku).executeTakeFirstOrThrow();

describe('the product file of a store in another currency', () => {
  it('in yen writes each price as whole yen and imports back unchanged', async () => {
    await switchCurrency('JPY');
    const rows = await exportFile();
    const first = rows[0]!;
    const stored = await product(first.sku!);
    expect(first.price).toBe(String(stored.price_cents));
    expect(rows.every((row) => /^\d+$/.test(row.price!))).toBe(true);
    const response = await importRows(rows);
    expect(response.json()).toEqual({
      dryRun: false,
      created: 0,
      updated: 0,
      unchanged: rows.length,
      newCategories: [],
    });
    expect(await product(first.sku!)).toEqual(stored);
  });

  it('in yen reads a new product’s 1200 as ¥1,200, and refuses 12.00 rather than guess', async () => {
    const row = { ...(await exportFile())[0]!, sku: 'TEA-JPY', barcode: '', price: '1200', cost: '850' };
    expect((await importRows([row])).statusCode).toBe(200);
    expect(await product('TEA-JPY')).toEqual({ price_cents: 1200, cost_cents: 850 });
    const refused = await importRows([{ ...row, sku: 'TEA-JPY-2', price: '12.00' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'rows.0.price', message: 'Enter a price such as 12.99' }]);
  });

  it('in dinars writes three decimals, 1.250 for 1250 fils, and imports back unchanged', async () => {
    await switchCurrency('KWD');
    const rows = await exportFile();
    expect(rows.find((row) => row.sku === 'TEA-JPY')).toMatchObject({ price: '1.200', cost: '0.850' });
    expect(rows.every((row) => /^\d+\.\d{3}$/.test(row.price!))).toBe(true);
    const response = await importRows(rows);
    expect(response.json()).toMatchObject({ created: 0, updated: 0, unchanged: rows.length });
    const row = { ...rows[0]!, sku: 'TEA-KWD', barcode: '', price: '1.250', cost: '' };
    expect((await importRows([row])).statusCode).toBe(200);
    expect(await product('TEA-KWD')).toEqual({ price_cents: 1250, cost_cents: null });
  });

  it('in US dollars writes two decimals as it always did', async () => {
    await switchCurrency('USD');
    const rows = await exportFile();
    expect(rows.find((row) => row.sku === 'TEA-KWD')).toMatchObject({ price: '12.50' });
  });
});

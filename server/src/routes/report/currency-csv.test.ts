import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueSchedules } from '../../services/report-schedule-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// A chain with a store in yen beside its stores in dollars: the yen store's files write whole yen (¥1,200 is 1200,
// never 12.00), and the dollar stores' files stay as they were.

let t: TestApp;
let admin: string;
let tokyoId: string;
let saleTotal: number;
const today = new Date().toISOString().slice(0, 10);

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, payload });
const rowsOf = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  const created = await call('POST', '/api/stores', {
    name: 'Greenleaf Tokyo',
    type: 'garden_centre',
    address: '1-1 Marunouchi',
    city: 'Tokyo',
    state: 'Tokyo',
    zip: '100-0005',
    taxRate: 10,
    taxName: 'Consumption tax',
    timeZone: 'UTC',
    locale: 'en-US',
    currency: 'JPY',
  });
  expect(created.statusCode, created.body).toBe(201);
  tokyoId = created.json().id;
  await call('POST', '/api/session/store', { storeId: tokyoId });
  const till = (await call('GET', '/api/tills')).json()[0] as { id: string };
  await call('POST', '/api/shifts', { id: randomUUID(), tillId: till.id, count: { totalCents: 20_000 } });
  const product = await t.db.selectFrom('products').select('id').orderBy('sku').executeTakeFirstOrThrow();
  const cart = { tillId: till.id, lines: [{ productId: product.id, quantity: 2 }] };
  saleTotal = (await call('POST', '/api/sales/price', cart)).json().totalCents;
  const sold = await call('POST', '/api/sales', {
    ...cart,
    id: randomUUID(),
    payments: [{ method: 'card', amountCents: saleTotal }],
    expectedTotalCents: saleTotal,
  });
  expect(sold.statusCode, sold.body).toBe(200);
  await call('POST', '/api/session/store', { storeId: 'store-1' });
});
afterAll(() => t?.close());

describe('files of a store in yen', () => {
  it('the journal writes whole yen: the card sale is debited as its total in yen', async () => {
    const response = await call(
      'GET',
      `/api/reports/journal?from=${today}&to=${today}&store=${tokyoId}&format=generic`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [, ...rows] = rowsOf(response.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.find((row) => row[3] === 'Card clearing')?.[5]).toBe(String(saleTotal));
    for (const row of rows) for (const amount of row.slice(5, 7)) expect(amount).toMatch(/^(\d+)?$/);
  });

  it('a scheduled report writes one file per currency: whole yen for the yen store, cents for the dollar ones', async () => {
    const created = await call('POST', '/api/report-schedules', { tab: 'finance', frequency: 'daily', time: '23:59' });
    expect(created.statusCode).toBe(201);
    await t.db.updateTable('report_schedules').set({ last_period: null }).execute();
    const reportsDir = path.join(t.dataDir, 'reports');
    // 23:59:30 on the clock of the chain's oldest store (New York), which schedules keep.
    const at = new Date('2030-01-15T04:59:30Z');
    const written = await runDueSchedules(t.db, reportsDir, at);
    expect(written.map((report) => report.fileName)).toHaveLength(2);
    const fileIn = (currency: string) => {
      const file = written.find((report) => report.fileName.includes(`-${currency}-`));
      return rowsOf(fs.readFileSync(path.join(reportsDir, file!.fileName), 'utf8'));
    };
    const giftCards = (rows: string[][]) => rows.find((row) => row[0] === 'Liabilities' && row[1] === 'Gift cards');
    expect(giftCards(fileIn('JPY'))?.[2]).toMatch(/^\d+$/);
    expect(giftCards(fileIn('USD'))?.[2]).toMatch(/^\d+\.\d{2}$/);
  });
});

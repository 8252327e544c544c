import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Issue 47: a chain that trades in US and Canadian dollars. Its reports total each currency on its own and never
// add dollars of one to dollars of the other.

let t: TestApp;
let admin: string;
let torontoId: string;
// Yesterday and today in UTC: the sale falls on the Toronto store's own date, a day behind UTC in the evening there.
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(1)}&to=${day(0)}`;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, payload });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  const created = await call('POST', '/api/stores', {
    name: 'Greenleaf Toronto',
    type: 'garden_centre',
    address: '200 Queen Street West',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H 2N2',
    taxRate: 13,
    taxName: 'HST',
    timeZone: 'America/Toronto',
    locale: 'en-CA',
    currency: 'CAD',
  });
  torontoId = created.json().id;
  // A sale in Toronto, at its first till, in Canadian dollars.
  await call('POST', '/api/session/store', { storeId: torontoId });
  const till = (await call('GET', '/api/tills')).json()[0] as { id: string };
  await call('POST', '/api/shifts', { id: randomUUID(), tillId: till.id, count: { totalCents: 20_000 } });
  const product = await t.db.selectFrom('products').select('id').orderBy('sku').executeTakeFirstOrThrow();
  const cart = { tillId: till.id, lines: [{ productId: product.id, quantity: 2 }] };
  const { totalCents } = (await call('POST', '/api/sales/price', cart)).json();
  const sold = await call('POST', '/api/sales', {
    ...cart,
    id: randomUUID(),
    payments: [{ method: 'card', amountCents: totalCents }],
    expectedTotalCents: totalCents,
  });
  expect(sold.statusCode, sold.body).toBe(200);
  await call('POST', '/api/session/store', { storeId: 'store-1' });
});
afterAll(() => t?.close());

const salesReport = async (store: string) => {
  const response = await call('GET', `/api/reports/sales?${range}&store=${store}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { summary: { netSalesCents: number; transactions: number }; byStore: { name: string }[] };
};

describe('a chain in two currencies', () => {
  it('lists each store with its currency', async () => {
    const session = (await call('GET', '/api/session')).json();
    expect(session.stores.map((store: { currency: string }) => store.currency)).toEqual(['USD', 'USD', 'CAD']);
  });

  it('"all stores" covers the stores in the session’s currency; all:CAD the Canadian store alone', async () => {
    const [greenleaf, riverside, toronto] = await Promise.all([
      salesReport('store-1'),
      salesReport('store-2'),
      salesReport(torontoId),
    ]);
    expect(toronto.summary.transactions).toBe(1);
    const dollars = await salesReport('all');
    expect(dollars.byStore.map((store) => store.name)).toEqual(['Greenleaf Garden Centre', 'Greenleaf Riverside']);
    expect(dollars.summary.netSalesCents).toBe(greenleaf.summary.netSalesCents + riverside.summary.netSalesCents);
    expect(await salesReport('all:USD')).toEqual(dollars);
    const canadian = await salesReport('all:CAD');
    expect(canadian.byStore.map((store) => store.name)).toEqual(['Greenleaf Toronto']);
    expect(canadian.summary).toEqual(toronto.summary);
  });

  it('from the Canadian store, "all stores" is its currency’s', async () => {
    await call('POST', '/api/session/store', { storeId: torontoId });
    expect((await salesReport('all')).byStore.map((store) => store.name)).toEqual(['Greenleaf Toronto']);
    await call('POST', '/api/session/store', { storeId: 'store-1' });
  });

  it('refuses a currency none of the stores trades in', async () => {
    const response = await call('GET', `/api/reports/sales?${range}&store=all:EUR`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('None of your stores trades in EUR');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Issue 47: the server's refusals are said in the language of whoever asked: a signed-in person's own, else their
// store's; US English to an API key, as the API's documentation is.
let t: TestApp;
let admin: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, cashier] = await Promise.all([t.signInAs('admin'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const noOne = '/api/customers/no-such-customer/store-credit';
const asPerson = (cookie: string) => t.app.inject({ method: 'GET', url: noOne, headers: { cookie } });

describe('a refusal', () => {
  it('is in the person’s own language, and US English again when they choose the store’s', async () => {
    const english = await asPerson(cashier);
    expect({ status: english.statusCode, body: english.json() }).toEqual({
      status: 404,
      body: { error: 'Customer not found' },
    });
    const chose = (language: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/session/language',
        headers: { cookie: cashier },
        payload: { language },
      });
    expect((await chose('de-DE')).statusCode).toBe(200);
    expect((await asPerson(cashier)).json()).toEqual({ error: 'Kunde nicht gefunden' });
    expect((await chose('nl-NL')).statusCode).toBe(200);
    expect((await asPerson(cashier)).json()).toEqual({ error: 'Klant niet gevonden' });
    // The admin, who chose nothing, reads the store's language all along.
    expect((await asPerson(admin)).json()).toEqual({ error: 'Customer not found' });
    expect((await chose(null)).statusCode).toBe(200);
    expect((await asPerson(cashier)).json()).toEqual({ error: 'Customer not found' });
  });

  it('names the field in the same language as the whole', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/session/language',
      headers: { cookie: cashier },
      payload: { language: 'fr-FR' },
    });
    const till = (await t.app.inject({ method: 'GET', url: '/api/tills', headers: { cookie: cashier } })).json()[0];
    const product = await t.db.selectFrom('products').select('id').orderBy('sku').executeTakeFirstOrThrow();
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/sales/price',
      headers: { cookie: cashier },
      payload: { tillId: till.id, customerId: 'no-such-customer', lines: [{ productId: product.id, quantity: 1 }] },
    });
    expect({ status: priced.statusCode, body: priced.json() }).toEqual({
      status: 400,
      body: { error: 'Client introuvable', details: [{ path: 'customerId', message: 'Client introuvable' }] },
    });
  });

  it('is in US English to an API key, whatever the store speaks', async () => {
    const general = (
      await t.app.inject({ method: 'GET', url: '/api/settings/store', headers: { cookie: admin } })
    ).json();
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/store',
      headers: { cookie: admin },
      payload: { ...general, locale: 'de-DE' },
    });
    expect(german.statusCode).toBe(200);
    expect((await asPerson(admin)).json()).toEqual({ error: 'Kunde nicht gefunden' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: admin },
      payload: { name: 'Web shop', scopes: ['customers:view'], storeId: 'store-1' },
    });
    const secret = created.json().secret as string;
    const refused = await t.app.inject({ method: 'GET', url: noOne, headers: { authorization: `Bearer ${secret}` } });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 404,
      body: { error: 'Customer not found' },
    });
  });
});

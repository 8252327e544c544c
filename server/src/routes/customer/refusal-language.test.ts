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

describe('in the person’s language too', () => {
  const speak = (language: string | null) =>
    t.app.inject({ method: 'PUT', url: '/api/session/language', headers: { cookie: cashier }, payload: { language } });
  afterAll(() => speak(null));
  beforeAll(async () => {
    // The store speaks US English again (a test above made it German).
    const general = (
      await t.app.inject({ method: 'GET', url: '/api/settings/store', headers: { cookie: admin } })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/store',
      headers: { cookie: admin },
      payload: { ...general, locale: 'en-US' },
    });
    expect(put.statusCode).toBe(200);
  });

  it('a body the route’s schema refuses: the whole and each field', async () => {
    expect((await speak('fr-FR')).statusCode).toBe(200);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('customers')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: cashier },
      payload: { name: '', email: 'not an address' },
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: {
        error: 'Corps de requête invalide',
        details: [
          { path: 'name', message: 'Saisissez le nom du client' },
          { path: 'email', message: 'Saisissez une adresse e-mail valide' },
        ],
      },
    });
    expect(await count()).toBe(before);
    // The admin, who reads the store's US English, is refused as before.
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: admin },
      payload: { name: '', email: 'not an address' },
    });
    expect(english.json()).toEqual({
      error: 'Invalid body',
      details: [
        { path: 'name', message: 'Enter the customer’s name' },
        { path: 'email', message: 'Enter a valid email address' },
      ],
    });
  });

  it('a refusal a core rule words: an unknown gift card', async () => {
    expect((await speak('de-DE')).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/gift-cards/gc-nope', headers: { cookie: cashier } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { error: 'Kein Gutschein mit dem Code GC-NOPE' },
    });
    expect((await speak('es-ES')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/gift-cards/gc-nope', headers: { cookie: cashier } });
    expect(again.json()).toEqual({ error: 'No hay ninguna tarjeta regalo con el código GC-NOPE' });
    const english = await t.app.inject({ method: 'GET', url: '/api/gift-cards/gc-nope', headers: { cookie: admin } });
    expect(english.json()).toEqual({ error: 'No gift card with code GC-NOPE' });
  });
});

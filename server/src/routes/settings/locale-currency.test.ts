import { randomUUID } from 'node:crypto';
import { formatMoney } from '@tillwise/core/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Issue 47: a store's language and currency, a member's own language, and a business customer's VAT number.

let t: TestApp;
let admin: string;
let cashier: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, cashier] = await Promise.all([t.signInAs('admin'), t.signInAs('cashier')]);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const storeRow = (id: string) => t.db.selectFrom('store').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const berlin = {
  name: 'Feinkost Berlin',
  type: 'deli',
  address: 'Kastanienallee 12',
  city: 'Berlin',
  state: '',
  zip: '10435',
  taxRate: 19,
  taxName: 'MwSt.',
  pricesIncludeTax: true,
  timeZone: 'Europe/Berlin',
  locale: 'de-DE',
  currency: 'eur',
  vatNumber: 'DE123456789',
};

describe('a store’s language and currency', () => {
  it('a store that traded before is US English in dollars, and the session says so', async () => {
    expect(await storeRow('store-1')).toMatchObject({ locale: 'en-US', currency: 'USD', vat_number: '' });
    const session = (await call('GET', '/api/session', cashier)).json();
    expect(session.format).toEqual({ storeLocale: 'en-US', language: 'en-US', ownLanguage: null, currency: 'USD' });
    expect((await call('GET', '/api/settings/store', admin)).json()).toMatchObject({
      locale: 'en-US',
      currency: 'USD',
      vatNumber: '',
    });
  });

  it('a new store opens in its own language and currency; its staff’s session reads them', async () => {
    const created = await call('POST', '/api/stores', admin, berlin);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(await storeRow(id)).toMatchObject({ locale: 'de-DE', currency: 'EUR', vat_number: 'DE123456789' });
    const switched = await call('POST', '/api/session/store', admin, { storeId: id });
    expect(switched.json().format).toEqual({
      storeLocale: 'de-DE',
      language: 'de-DE',
      ownLanguage: null,
      currency: 'EUR',
    });

    // Its drawer is counted in euros: a US quarter is refused, a €2 coin counts 200 cents.
    const till = (await call('GET', '/api/tills', admin)).json()[0] as { id: string };
    const open = (counts: object) =>
      call('POST', '/api/shifts', admin, { id: randomUUID(), tillId: till.id, count: { counts } });
    const quarter = await open({ n20: 5, c25: 4 });
    expect(quarter.statusCode).toBe(400);
    // Said in the store’s language (issue 47).
    expect(quarter.json().error).toBe('Zählen Sie nur Scheine und Münzen in EUR');
    expect(await t.db.selectFrom('shifts').select('id').where('till_id', '=', till.id).execute()).toEqual([]);
    expect((await open({ n20: 5, c200: 3, c1: 2 })).statusCode).toBe(201);
    const shift = await t.db.selectFrom('shifts').selectAll().where('till_id', '=', till.id).executeTakeFirstOrThrow();
    expect(shift.opening_float_cents).toBe(10_602);

    // What the server says of money at its till is in euros, German style.
    const product = await t.db.selectFrom('products').select('id').orderBy('sku').executeTakeFirstOrThrow();
    const cart = { tillId: till.id, lines: [{ productId: product.id, quantity: 2 }] };
    const { totalCents } = (await call('POST', '/api/sales/price', admin, cart)).json() as { totalCents: number };
    const stale = await call('POST', '/api/sales', admin, {
      ...cart,
      id: randomUUID(),
      payments: [{ method: 'card', amountCents: 1 }],
      expectedTotalCents: 1,
    });
    expect(stale.statusCode).toBe(409);
    const euros = formatMoney(totalCents, { locale: 'de-DE', currency: 'EUR' });
    expect(stale.json().error).toBe(
      `Die Preise haben sich geändert: Die Summe beträgt jetzt ${euros}. Prüfen Sie den Warenkorb und nehmen Sie die Zahlung erneut an.`,
    );
    expect(euros).toMatch(/^\d+,\d\d\u00a0€$/);
    await call('POST', '/api/session/store', admin, { storeId: 'store-1' });
  });

  it('a store with sales keeps its currency (400, nothing changed); its language may change', async () => {
    const general = (await call('GET', '/api/settings/store', admin)).json();
    const before = await storeRow('store-1');
    const refused = await call('PUT', '/api/settings/store', admin, { ...general, currency: 'GBP' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'currency', message: 'This store has sales in USD' }]);
    expect(await storeRow('store-1')).toEqual(before);

    const english = await call('PUT', '/api/settings/store', admin, { ...general, locale: 'en-GB' });
    expect(english.statusCode).toBe(200);
    expect((await storeRow('store-1')).locale).toBe('en-GB');
    expect((await call('GET', '/api/session', cashier)).json().format.language).toBe('en-GB');
    // An older client that leaves them out keeps them.
    const { locale: _locale, currency: _currency, vatNumber: _vat, ...older } = general;
    expect((await call('PUT', '/api/settings/store', admin, { ...older, city: 'Raleigh' })).statusCode).toBe(200);
    expect(await storeRow('store-1')).toMatchObject({ locale: 'en-GB', currency: 'USD', city: 'Raleigh' });
    await call('PUT', '/api/settings/store', admin, general);
  });

  it.each([
    [{ locale: 'xx-XX' }, 'locale'],
    [{ locale: 'de' }, 'locale'],
    [{ currency: 'ABC' }, 'currency'],
    [{ currency: 'dollars' }, 'currency'],
    [{ vatNumber: 'x'.repeat(31) }, 'vatNumber'],
  ])('refuses %j with 400 and writes nothing', async (change, field) => {
    const general = (await call('GET', '/api/settings/store', admin)).json();
    const before = await storeRow('store-1');
    const response = await call('PUT', '/api/settings/store', admin, { ...general, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await storeRow('store-1')).toEqual(before);
  });

  it('a store without sales may change its currency, to one with 0 or 3 minor units too', async () => {
    const created = await call('POST', '/api/stores', admin, { ...berlin, name: 'Kuwait City' });
    const id = created.json().id as string;
    await call('POST', '/api/session/store', admin, { storeId: id });
    const general = (await call('GET', '/api/settings/store', admin)).json();
    for (const currency of ['KWD', 'JPY', 'CAD']) {
      expect((await call('PUT', '/api/settings/store', admin, { ...general, currency })).statusCode).toBe(200);
      expect((await storeRow(id)).currency).toBe(currency);
    }
    await call('POST', '/api/session/store', admin, { storeId: 'store-1' });
  });
});

describe('a member’s own language', () => {
  it('a cashier chooses French: their session is in French, the store’s locale and currency stay', async () => {
    const chosen = await call('PUT', '/api/session/language', cashier, { language: 'fr-FR' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().format).toEqual({
      storeLocale: 'en-US',
      language: 'fr-FR',
      ownLanguage: 'fr-FR',
      currency: 'USD',
    });
    expect((await call('GET', '/api/session', cashier)).json().format.language).toBe('fr-FR');
    expect((await call('GET', '/api/session', admin)).json().format.language).toBe('en-US');
    const team = (await call('GET', '/api/staff', admin)).json() as { id: string; language: string | null }[];
    expect(team.find((member) => member.id === 'user-cashier')?.language).toBe('fr-FR');

    expect((await call('PUT', '/api/session/language', cashier, { language: 'klingon' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/session/language', cashier, { language: null })).json().format.language).toBe(
      'en-US',
    );
  });

  it('an admin sets a member’s language without signing them out; a role change still does', async () => {
    const changed = await call('PATCH', '/api/staff/user-cashier', admin, { language: 'de-DE' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe('de-DE');
    const session = await call('GET', '/api/session', cashier);
    expect(session.statusCode).toBe(200);
    expect(session.json().format.language).toBe('de-DE');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'staff.changed')
      .orderBy('occurred_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain('language de-DE');
    await call('PATCH', '/api/staff/user-cashier', admin, { language: null });

    expect((await call('PATCH', '/api/staff/user-cashier', admin, { role: 'inventory' })).statusCode).toBe(200);
    expect((await call('GET', '/api/session', cashier)).statusCode).toBe(401);
    await call('PATCH', '/api/staff/user-cashier', admin, { role: 'cashier' });
    cashier = await t.signInAs('cashier');
  });
});

describe('a business customer’s VAT number', () => {
  it('is kept with the customer and read back', async () => {
    const created = await call('POST', '/api/customers', cashier, {
      name: 'Brasserie Lumière',
      address: '4 Rue des Fleurs, 75001 Paris',
      vatNumber: 'FR40303265045',
    });
    expect(created.statusCode).toBe(201);
    const details = await call('GET', `/api/customers/${created.json().id}`, cashier);
    expect(details.json()).toMatchObject({ vatNumber: 'FR40303265045' });
  });
});

import { randomUUID } from 'node:crypto';
import { formatMoney } from '@tillwise/core/money/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildRefundApp } from '../refund/refund.fixtures';
import type { RefundApp } from '../refund/refund.fixtures';

// Issue 47: what the server writes of money (its messages, audit entries, e-mailed receipts) is in the store's
// currency and language, and a new store's cash rounding follows its currency.

const euros = { locale: 'de-DE', currency: 'EUR' };

let refundApp: RefundApp;
let t: TestApp;
let admin: string;
let cashier: string;
beforeAll(async () => {
  refundApp = await buildRefundApp();
  t = refundApp.t;
  [admin, cashier] = await Promise.all([t.signInAs('admin'), t.signInAs('cashier')]);
  // The demo store has traded, so the API keeps its currency: set it as a German shop in euros had been set up.
  await t.db.updateTable('store').set({ locale: 'de-DE', currency: 'EUR' }).where('id', '=', 'store-1').execute();
});
afterAll(() => refundApp?.t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const latestSummary = async (action: string, subjectId?: string) => {
  let query = t.db.selectFrom('audit_log').select('summary').where('action', '=', action);
  if (subjectId) query = query.where('subject_id', '=', subjectId);
  return (await query.orderBy('occurred_at', 'desc').executeTakeFirstOrThrow()).summary;
};
const openShiftOf = async (tillId: string) =>
  (
    await t.db
      .selectFrom('shifts')
      .select('id')
      .where('till_id', '=', tillId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow()
  ).id;

describe('a store in euros: what the server says of money', () => {
  it('records a refund’s audit entry in euros', async () => {
    const sale = await refundApp.ringUpSale();
    const line = sale.lines[1]!;
    const refunded = await refundApp.post('/api/refunds', {
      id: randomUUID(),
      tillId: 'till-1',
      saleId: sale.id,
      lines: [{ saleLineId: line.id, quantity: 1 }],
      reason: 'Damaged',
    });
    expect(refunded.statusCode).toBeLessThan(300);
    const summary = await latestSummary('refund.recorded');
    expect(summary).toContain(`for ${sale.number} · ${formatMoney(line.totalCents, euros)}`);
    expect(summary).toMatch(/\d+,\d\d\u00a0€/);
    expect(summary).not.toContain('$');
  });

  it('refuses store credit below nothing in euros, in the store’s German', async () => {
    const held = (await call('GET', '/api/customers/cust-emma/store-credit', admin)).json().balanceCents as number;
    const response = await call('POST', '/api/customers/cust-emma/store-credit', admin, {
      amountCents: -(held + 1),
      reason: 'Typo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      `Das Guthaben kann nicht unter 0,00\u00a0€ fallen: Der Kunde hat ${formatMoney(held, euros)}`,
    );
  });

  it('asks for a manager’s PIN over the approval limit in euros', async () => {
    const shiftId = await openShiftOf('till-1');
    const response = await call('POST', `/api/shifts/${shiftId}/cash-movements`, cashier, {
      id: randomUUID(),
      kind: 'pay_out',
      amountCents: 5_001,
      reason: 'Window cleaner',
    });
    expect(response.statusCode).toBe(403);
    // The store speaks German, and so does its cashier's refusal.
    expect(response.json().error).toBe('Für mehr als 50,00\u00a0€ ist die PIN der Filialleitung erforderlich');
  });

  it('refuses cash tendered below a payment in euros', async () => {
    const response = await refundApp.post('/api/sales', {
      id: randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: 'prod-trowel', quantity: 1 }],
      payments: [{ method: 'cash', amountCents: 100, tenderedCents: 50 }],
      expectedTotalCents: 100,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().error).toMatch(/€/);
    expect(response.json().error).not.toContain('$');
  });

  it('e-mails a receipt in the store’s German, every amount in euros', async () => {
    const sale = await refundApp.ringUpSale();
    const queued = await call('POST', `/api/sales/${sale.id}/email-receipt`, cashier, { to: 'kunde@example.test' });
    expect(queued.statusCode).toBe(202);
    const mail = await t.db
      .selectFrom('mail_messages')
      .select(['subject', 'text_body', 'html'])
      .where('subject_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    const total = formatMoney(sale.totalCents, euros);
    expect(mail.subject).toBe(`Ihr Beleg ${sale.number} von Greenleaf Garden Centre`);
    expect(mail.text_body).toMatch(new RegExp(`^Summe +${total}$`, 'm'));
    expect(mail.text_body).toContain(`Beleg: ${sale.number}`);
    expect(mail.text_body).toMatch(/^Zwischensumme +/m);
    expect(mail.html).toContain(total);
    expect(mail.text_body).not.toContain('$');
    expect(mail.text_body).not.toMatch(/Subtotal|Total|Receipt:/);
  });
});

const store = (name: string, currency: string, locale = 'en-US') => ({
  name,
  type: 'garden_centre',
  address: '1 Main Street',
  city: 'Springfield',
  state: '',
  zip: '',
  taxRate: 5,
  taxName: 'Tax',
  pricesIncludeTax: false,
  timeZone: 'UTC',
  locale,
  currency,
});
const createStore = async (name: string, currency: string, locale?: string) => {
  const created = await call('POST', '/api/stores', admin, store(name, currency, locale));
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
};
const roundingOf = async (storeId: string) =>
  (await t.db.selectFrom('store').select('cash_rounding_cents').where('id', '=', storeId).executeTakeFirstOrThrow())
    .cash_rounding_cents;
const inStore = async <T>(storeId: string, work: () => Promise<T>): Promise<T> => {
  await call('POST', '/api/session/store', admin, { storeId });
  try {
    return await work();
  } finally {
    await call('POST', '/api/session/store', admin, { storeId: 'store-1' });
  }
};

describe('a store in pounds', () => {
  it('writes its drawer’s audit entries in pounds', async () => {
    const id = await createStore('Bath Garden Centre', 'GBP', 'en-GB');
    await inStore(id, async () => {
      const till = await t.db.selectFrom('tills').select('id').where('store_id', '=', id).executeTakeFirstOrThrow();
      const opened = await call('POST', '/api/shifts', admin, {
        id: randomUUID(),
        tillId: till.id,
        count: { totalCents: 10_000 },
      });
      expect(opened.statusCode).toBe(201);
      const shiftId = opened.json().id as string;
      const movement = await call('POST', `/api/shifts/${shiftId}/cash-movements`, admin, {
        id: randomUUID(),
        kind: 'pay_in',
        amountCents: 500,
        reason: 'Change from the bank',
      });
      expect(movement.statusCode).toBeLessThan(300);
      expect(await latestSummary('cash.moved')).toBe('Pay In · £5.00 · Change from the bank');
    });
  });
});

describe('cash rounding by currency', () => {
  it('a new store in Canadian or Australian dollars rounds cash to 5 cents; in US dollars, euros or pounds not', async () => {
    for (const [currency, step] of [
      ['CAD', 5],
      ['AUD', 5],
      ['USD', 0],
      ['EUR', 0],
      ['GBP', 0],
    ] as const) {
      const id = await createStore(`Rounding ${currency}`, currency);
      expect(await roundingOf(id)).toBe(step);
      const payments = await inStore(id, async () => (await call('GET', '/api/settings/payments', admin)).json());
      expect(payments.cashRoundingCents).toBe(step);
    }
  });

  it('a store switched to Canadian dollars before its first sale takes their rounding, and leaves it again', async () => {
    const id = await createStore('Switched', 'USD');
    await inStore(id, async () => {
      const general = (await call('GET', '/api/settings/store', admin)).json();
      expect((await call('PUT', '/api/settings/store', admin, { ...general, currency: 'CAD' })).statusCode).toBe(200);
      expect(await roundingOf(id)).toBe(5);
      expect((await call('PUT', '/api/settings/store', admin, { ...general, currency: 'GBP' })).statusCode).toBe(200);
      expect(await roundingOf(id)).toBe(0);
    });
  });

  it('a store that chose its own rounding keeps it when its currency changes', async () => {
    const id = await createStore('Chosen', 'USD');
    await inStore(id, async () => {
      const payments = (await call('GET', '/api/settings/payments', admin)).json();
      const { pricesIncludeTax: _a, taxName: _b, additionalTaxes: _c, ...settings } = payments;
      const saved = await call('PUT', '/api/settings/payments', admin, { ...settings, cashRoundingCents: 10 });
      expect(saved.statusCode).toBe(200);
      const general = (await call('GET', '/api/settings/store', admin)).json();
      expect((await call('PUT', '/api/settings/store', admin, { ...general, currency: 'AUD' })).statusCode).toBe(200);
      expect(await roundingOf(id)).toBe(10);
    });
  });
});

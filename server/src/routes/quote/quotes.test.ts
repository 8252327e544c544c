import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { buildApp } from '../../app';
import { openDatabase, openPostgres } from '../../db/database';
import { buildTestApp, writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { firstStoreId, productsInStore } from '../../test/store-stock';

// Quotes (issue 45): a customer's cart kept with a number, a validity date and the prices of its day, sold later at
// the till at exactly those prices while valid, and after that only with a manager's approval of each moved price.
let t: TestApp;
let cashier: string;
let manager: string;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  manager = await t.signInAs('manager');
  const db = t.databaseUrl ? openPostgres(t.databaseUrl) : openDatabase(t.dataDir);
  second = await buildApp({ db, productName: 'Tillwise', dataDir: t.dataDir });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

type Quote = {
  id: string;
  number: string;
  status: string;
  totalCents: number;
  validUntil: string;
  orderId: string | null;
  orderNumber: string | null;
  lines: { productId: string; quantity: number; unitPriceCents: number; currentPriceCents: number | null }[];
};

const inject = (app: typeof t.app, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const today = () => businessDate(new Date(), 'America/New_York');
const product = (id: string) => productsInStore(t.db).where('id', '=', id).executeTakeFirstOrThrow();
const setPrice = (id: string, cents: number) =>
  t.db.updateTable('products').set({ price_cents: cents }).where('id', '=', id).execute();

const lines = [
  { productId: 'prod-lavender', quantity: 12, discount: { kind: 'percent', percent: 5 } },
  { productId: 'prod-monstera', quantity: 2 },
];
const makeQuote = (extra: object = {}, cookie = cashier) =>
  inject(t.app, 'POST', '/api/quotes', cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-james',
    validUntil: addDays(today(), 7),
    lines,
    discount: { kind: 'amount', cents: 100 },
    note: 'Front border planting',
    ...extra,
  });
/** Sells a quote as the till does: its lines at their quoted prices, its customer and discount. */
const sellQuote = (quote: Quote, cookie = cashier, app = t.app, extra: object = {}) =>
  inject(app, 'POST', '/api/sales', cookie, {
    id: randomUUID(),
    tillId: 'till-1',
    customerId: 'cust-james',
    quoteId: quote.id,
    lines: quote.lines.map((line, index) => ({
      productId: line.productId,
      quantity: line.quantity,
      discount: lines[index]?.discount ?? null,
      priceOverrideCents: line.unitPriceCents,
    })),
    discount: { kind: 'amount', cents: 100 },
    payments: [{ method: 'card', amountCents: quote.totalCents }],
    expectedTotalCents: quote.totalCents,
    ...extra,
  });

describe('making a quote', () => {
  it('numbers it QUO-0001 and prices it as the sale would be today, without the day’s promotions', async () => {
    const response = await makeQuote();
    expect(response.statusCode).toBe(201);
    const quote = response.json() as Quote;
    expect(quote.number).toMatch(/^QUO-\d{4}$/);
    expect(quote).toMatchObject({ status: 'open', customer: { name: 'James Carter' }, note: 'Front border planting' });
    const [lavender, monstera] = await Promise.all([product('prod-lavender'), product('prod-monstera')]);
    const expected = cartTotals(
      [
        {
          unitPriceCents: lavender.price_cents,
          quantity: 12,
          taxRate: lavender.tax_rate_bps / 100,
          discount: { kind: 'percent', percent: 5 },
        },
        { unitPriceCents: monstera.price_cents, quantity: 2, taxRate: monstera.tax_rate_bps / 100 },
      ],
      { kind: 'amount', cents: 100 },
    );
    expect(quote.totalCents).toBe(expected.totalCents);
    expect(quote.lines.map((line) => line.unitPriceCents)).toEqual([lavender.price_cents, monstera.price_cents]);
    const again = await inject(t.app, 'GET', `/api/quotes/${quote.id}`, cashier);
    expect(again.json()).toMatchObject({ number: quote.number, totalCents: expected.totalCents });
  });

  it('refuses a quote without a customer, past its date, or with a price a cashier may not set; nothing is written', async () => {
    const before = await t.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const noCustomer = await makeQuote({ customerId: undefined });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.body).toMatch(/Choose the customer the quote is for/);
    const past = await makeQuote({ validUntil: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('A quote must be valid until today or later');
    const badDate = await makeQuote({ validUntil: '31/12/2026' });
    expect(badDate.statusCode).toBe(400);
    const handSet = await makeQuote({ lines: [{ productId: 'prod-lavender', quantity: 1, priceOverrideCents: 100 }] });
    expect(handSet.statusCode).toBe(403);
    expect(handSet.json().error).toMatch(/needs a manager’s approval/);
    const after = await t.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('selling a quote', () => {
  it('charges the quoted prices after the shelf price rose, once: the quote is then sold with its sale', async () => {
    const quote = (await makeQuote()).json() as Quote;
    const lavender = await product('prod-lavender');
    await setPrice('prod-lavender', lavender.price_cents + 300);
    try {
      const opened = (await inject(t.app, 'GET', `/api/quotes/${quote.id}`, cashier)).json() as Quote;
      expect(opened.lines[0]).toMatchObject({
        unitPriceCents: lavender.price_cents,
        currentPriceCents: lavender.price_cents + 300,
      });
      const sold = await sellQuote(quote);
      expect(sold.statusCode).toBe(200);
      const sale = sold.json();
      expect(sale.totalCents).toBe(quote.totalCents);
      expect(sale.lines[0]).toMatchObject({ unitPriceCents: lavender.price_cents, quantity: 12 });
      const after = (await inject(t.app, 'GET', `/api/quotes/${quote.id}`, cashier)).json() as Quote;
      expect(after).toMatchObject({ status: 'sold', orderId: sale.id, orderNumber: sale.number });

      const before = await writeCounts(t);
      const again = await sellQuote(quote);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(`Quote ${quote.number} is already sold (${sale.number})`);
      expect(await writeCounts(t)).toEqual(before);
    } finally {
      await setPrice('prod-lavender', lavender.price_cents);
    }
  });

  it('refuses the quote changed (a quantity, another customer) and changes nothing', async () => {
    const quote = (await makeQuote()).json() as Quote;
    const before = await writeCounts(t);
    const more = { ...quote, lines: quote.lines.map((line, i) => ({ ...line, quantity: line.quantity + i })) };
    const changed = await sellQuote({ ...more, totalCents: quote.totalCents });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toBe(
      `Sell quote ${quote.number} as it was quoted, or leave the quote to change the sale`,
    );
    const someoneElse = await sellQuote(quote, cashier, t.app, { customerId: 'cust-sofia' });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().error).toBe(`Quote ${quote.number} is for James Carter`);
    expect(await writeCounts(t)).toEqual(before);
    const open = (await inject(t.app, 'GET', `/api/quotes/${quote.id}`, cashier)).json() as Quote;
    expect(open.status).toBe('open');
  });

  it('sells a manager’s discount beyond a cashier’s cap as quoted, by that cashier, while the quote is valid', async () => {
    const discounted = { kind: 'percent', percent: 20 };
    const made = await makeQuote({ discount: discounted }, manager);
    expect(made.statusCode).toBe(201);
    const quote = made.json() as Quote;
    const sold = await sellQuote(quote, cashier, t.app, { discount: discounted });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().totalCents).toBe(quote.totalCents);
    // The same discount typed by the cashier on a sale of their own needs a manager's approval.
    const own = await sellQuote(quote, cashier, t.app, { discount: discounted, quoteId: null, id: randomUUID() });
    expect(own.statusCode).toBe(403);
  });

  it('sold by two tills on two servers at once: one sale, the other refused', async () => {
    const quote = (await makeQuote()).json() as Quote;
    const answers = await Promise.all([sellQuote(quote), sellQuote(quote, cashier, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const orders = await t.db
      .selectFrom('quotes')
      .select('order_id')
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(orders.order_id).toBe(answers.find((a) => a.statusCode === 200)!.json().id);
  });
});

describe('the list and cancelling', () => {
  it('finds quotes by number, customer and status; a cancelled quote cannot be sold', async () => {
    const quote = (await makeQuote({ customerId: 'cust-sofia' })).json() as Quote;
    const listing = await inject(t.app, 'GET', `/api/quotes?q=${quote.number.toLowerCase()}`, cashier);
    const byNumber = listing.json();
    expect(byNumber.items.map((q: Quote) => q.id)).toEqual([quote.id]);
    const byCustomer = (await inject(t.app, 'GET', '/api/quotes?customerId=cust-sofia', cashier)).json();
    expect(byCustomer.items.map((q: Quote) => q.id)).toEqual([quote.id]);
    const open = (await inject(t.app, 'GET', '/api/quotes?status=open&q=sofia', cashier)).json();
    expect(open.total).toBe(1);

    const cancelled = await inject(t.app, 'POST', `/api/quotes/${quote.id}/cancel`, cashier);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const sold = await sellQuote(quote, cashier, t.app, { customerId: 'cust-sofia' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error).toBe(`Quote ${quote.number} was cancelled`);
    const listed = (await inject(t.app, 'GET', '/api/quotes?status=cancelled', cashier)).json();
    expect(listed.items.map((q: Quote) => q.id)).toContain(quote.id);
    expect((await inject(t.app, 'GET', '/api/quotes/nope', cashier)).statusCode).toBe(404);
    expect(firstStoreId).toBe('store-1');
  });
});

// Last: moving the clock on lapses the sessions signed in before.
describe('an expired quote', () => {
  it('after its last valid day, sells a moved price only with a manager’s say; its discounts stand', async () => {
    const quote = (await makeQuote({ validUntil: today() })).json() as Quote;
    // A manager's 20 % off, beyond a cashier's cap, on prices that will not move.
    const discounted = { kind: 'percent', percent: 20 };
    const unmoved = (await makeQuote({ validUntil: today(), discount: discounted }, manager)).json() as Quote;
    const lavender = await product('prod-lavender');
    await setPrice('prod-lavender', lavender.price_cents + 300);
    try {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(Date.now() + 2 * 86_400_000));
      // Two days on, the sessions of then have lapsed: each signs in again.
      const [cashierLater, managerLater] = [await t.signInAs('cashier'), await t.signInAs('manager')];
      const expired = (await inject(t.app, 'GET', `/api/quotes/${quote.id}`, cashierLater)).json() as Quote;
      expect(expired.status).toBe('expired');
      const listed = await inject(t.app, 'GET', '/api/quotes?status=expired', cashierLater);
      expect(listed.json().items.map((q: Quote) => q.number)).toContain(quote.number);

      const refused = await sellQuote(quote, cashierLater);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(`Changing the price of ${lavender.name} needs a manager’s approval`);
      const approved = await sellQuote(quote, managerLater);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().totalCents).toBe(quote.totalCents);

      await setPrice('prod-lavender', lavender.price_cents);
      const asQuoted = await sellQuote(unmoved, cashierLater, t.app, { discount: discounted });
      expect(asQuoted.statusCode).toBe(200);
      expect(asQuoted.json().totalCents).toBe(unmoved.totalCents);
    } finally {
      vi.useRealTimers();
      await setPrice('prod-lavender', lavender.price_cents);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemGiftCard, returnToGiftCard, sellGiftCards } from '../../services/gift-card-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let cashier: string;
let admin: string;
let inventory: string;
let sale: { id: string; number: string };
let refund: { id: string; number: string };

/** Cards sold a day apart, so the list's newest-first order is theirs. */
const cards = [
  { code: 'GC-API-0001', amountCents: 5_000, at: '2026-04-01T15:00:00.000Z' },
  { code: 'GC-API-0002', amountCents: 2_500, at: '2026-04-02T15:00:00.000Z' },
  { code: 'XMAS-0003', amountCents: 10_000, at: '2026-04-03T15:00:00.000Z' },
];

beforeAll(async () => {
  t = await buildTestApp();
  [cashier, admin, inventory] = await Promise.all([
    t.signInAs('cashier'),
    t.signInAs('admin'),
    t.signInAs('inventory'),
  ]);
  sale = await t.db.selectFrom('orders').select(['id', 'number']).orderBy('number').executeTakeFirstOrThrow();
  refund = await t.db.selectFrom('refunds').select(['id', 'number']).orderBy('number').executeTakeFirstOrThrow();
  for (const card of cards) {
    await t.db.transaction().execute((trx) =>
      sellGiftCards(trx, {
        storeId: 'store-1',
        orderId: sale.id,
        userId: 'user-cashier',
        at: card.at,
        cards: [{ code: card.code, amountCents: card.amountCents }],
      }),
    );
  }
  await t.db.transaction().execute(async (trx) => {
    const common = { userId: 'user-manager', code: 'GC-API-0001', storeId: 'store-2' };
    await redeemGiftCard(trx, { ...common, orderId: sale.id, at: '2026-04-05T15:00:00.000Z', amountCents: 1_750 });
    await returnToGiftCard(trx, { ...common, refundId: refund.id, at: '2026-04-06T15:00:00.000Z', amountCents: 250 });
  });
});
afterAll(() => t?.close());

const get = (url: string, cookie = cashier) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/gift-cards/:code', () => {
  it('shows a card’s balance and its history, newest first, with sale, refund, store and staff', async () => {
    const response = await get('/api/gift-cards/gc-api-0001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'GC-API-0001',
      balanceCents: 3_500,
      issuedAt: '2026-04-01T15:00:00.000Z',
      issuedStoreName: 'Greenleaf Garden Centre',
      lastUsedAt: '2026-04-06T15:00:00.000Z',
      history: [
        {
          id: expect.any(String),
          kind: 'refund',
          amountCents: 250,
          balanceAfterCents: 3_500,
          orderId: null,
          orderNumber: null,
          refundId: refund.id,
          refundNumber: refund.number,
          at: '2026-04-06T15:00:00.000Z',
          storeName: expect.any(String),
          staffName: 'Marcus Reid',
        },
        {
          id: expect.any(String),
          kind: 'redeem',
          amountCents: -1_750,
          balanceAfterCents: 3_250,
          orderId: sale.id,
          orderNumber: sale.number,
          refundId: null,
          refundNumber: null,
          at: '2026-04-05T15:00:00.000Z',
          storeName: expect.any(String),
          staffName: 'Marcus Reid',
        },
        {
          id: expect.any(String),
          kind: 'issue',
          amountCents: 5_000,
          balanceAfterCents: 5_000,
          orderId: sale.id,
          orderNumber: sale.number,
          refundId: null,
          refundNumber: null,
          at: '2026-04-01T15:00:00.000Z',
          storeName: 'Greenleaf Garden Centre',
          staffName: 'Priya Shah',
        },
      ],
    });
    const riverside = await t.db
      .selectFrom('store')
      .select('name')
      .where('id', '=', 'store-2')
      .executeTakeFirstOrThrow();
    expect(response.json().history[0].storeName).toBe(riverside.name);
  });

  it('answers 404 with the till’s message for an unknown code, and 400 for one that cannot be a code', async () => {
    const unknown = await get('/api/gift-cards/gc-1234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No gift card with code GC-1234' });
    const garbled = await get(`/api/gift-cards/${encodeURIComponent('GC 12!')}`);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().details).toEqual([{ path: 'code', message: 'Use 4–32 letters, digits or dashes' }]);
  });

  it('is for staff who sell', async () => {
    expect((await get('/api/gift-cards/GC-API-0001', inventory)).statusCode).toBe(403);
    expect((await get('/api/gift-cards/GC-API-0001', admin)).statusCode).toBe(200);
  });
});

describe('GET /api/gift-cards', () => {
  it('lists cards newest first with what every card holds together', async () => {
    const response = await get('/api/gift-cards', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 24, outstandingCents: 3_500 + 2_500 + 10_000 });
    expect(page.items.map((item: { code: string; balanceCents: number }) => [item.code, item.balanceCents])).toEqual([
      ['XMAS-0003', 10_000],
      ['GC-API-0002', 2_500],
      ['GC-API-0001', 3_500],
    ]);
    expect(page.items[0]).toEqual({
      code: 'XMAS-0003',
      balanceCents: 10_000,
      issuedAt: '2026-04-03T15:00:00.000Z',
      issuedStoreName: 'Greenleaf Garden Centre',
      lastUsedAt: null,
    });
    const stored = await t.db
      .selectFrom('gift_cards')
      .select((eb) => eb.fn.sum<number>('balance_cents').as('cents'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.cents)).toBe(page.outstandingCents);
  });

  it('searches codes ignoring case, pages, and keeps the total outstanding of every card', async () => {
    const found = (await get('/api/gift-cards?q=gc-api', admin)).json();
    expect(found.items.map((item: { code: string }) => item.code)).toEqual(['GC-API-0002', 'GC-API-0001']);
    expect(found).toMatchObject({ total: 2, outstandingCents: 16_000 });
    const second = (await get('/api/gift-cards?page=2&pageSize=2', admin)).json();
    expect(second.items.map((item: { code: string }) => item.code)).toEqual(['GC-API-0001']);
    expect((await get('/api/gift-cards?q=100%25', admin)).json().items).toEqual([]);
  });

  it('is for staff who read reports', async () => {
    expect((await get('/api/gift-cards', cashier)).statusCode).toBe(403);
    expect((await get('/api/gift-cards?pageSize=1000', admin)).statusCode).toBe(400);
  });
});

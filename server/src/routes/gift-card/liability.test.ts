import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import { redeemGiftCard, returnToGiftCard, sellGiftCards } from '../../services/gift-card-service';
import { creditStoreCredit, redeemStoreCredit } from '../../services/store-credit-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

// Gift cards and store credit owed to customers, as the Finance report shows them at the end of a period. Each
// step below happens at noon UTC on its own day; the days are read in the store's time zone, as reports file them.
let t: TestApp;
let admin: string;
let timeZone: string;
let sale: { id: string };
let refund: { id: string };
const day = (at: string) => businessDate(new Date(at), timeZone);
const first = '2026-02-10T12:00:00.000Z';
const second = '2026-02-11T12:00:00.000Z';
const third = '2026-02-12T12:00:00.000Z';
const common = { storeId: 'store-1', userId: 'user-admin' };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  timeZone = (await t.db.selectFrom('store').select('time_zone').where('id', '=', 'store-1').executeTakeFirstOrThrow())
    .time_zone;
  sale = await t.db.selectFrom('orders').select('id').orderBy('number').executeTakeFirstOrThrow();
  refund = await t.db.selectFrom('refunds').select('id').orderBy('number').executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

const liabilities = async (from: string, to: string, store = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/finance?from=${from}&to=${to}${store}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  // This test's two; layaway deposits have their own (layaways.test.ts).
  const { giftCardsCents, storeCreditCents } = response.json().liabilities;
  return { giftCardsCents, storeCreditCents };
};

describe('gift card and store credit liability on the Finance report', () => {
  it('is what cards and store credit held at the end of the range’s last day, and a past period reads the same later', async () => {
    expect(await liabilities(day(first), day(first))).toEqual({ giftCardsCents: 0, storeCreditCents: 0 });

    await t.db.transaction().execute(async (trx) => {
      await sellGiftCards(trx, {
        ...common,
        orderId: sale.id,
        at: first,
        cards: [
          { code: 'GC-OWED-1', amountCents: 5_000 },
          { code: 'GC-OWED-2', amountCents: 2_000 },
        ],
      });
      await creditStoreCredit(trx, {
        ...common,
        refundId: refund.id,
        at: first,
        customerId: 'cust-emma',
        amountCents: 3_000,
        reason: '',
      });
    });
    const firstDay = { giftCardsCents: 7_000, storeCreditCents: 3_000 };
    expect(await liabilities(day(first), day(first))).toEqual(firstDay);

    await t.db.transaction().execute(async (trx) => {
      await redeemGiftCard(trx, { ...common, orderId: sale.id, at: second, code: 'GC-OWED-1', amountCents: 1_500 });
      await redeemStoreCredit(trx, {
        ...common,
        orderId: sale.id,
        at: second,
        customerId: 'cust-emma',
        amountCents: 1_000,
      });
    });
    await t.db.transaction().execute(async (trx) => {
      // At the second store: cards and store credit are the chain's, so the first store's report counts them too.
      await returnToGiftCard(trx, {
        ...common,
        storeId: 'store-2',
        refundId: refund.id,
        at: third,
        code: 'GC-OWED-1',
        amountCents: 500,
      });
      await sellGiftCards(trx, {
        ...common,
        storeId: 'store-2',
        orderId: sale.id,
        at: third,
        cards: [{ code: 'GC-OWED-2', amountCents: 1_000 }],
      });
    });

    expect(await liabilities(day(first), day(first))).toEqual(firstDay);
    expect(await liabilities(addDays(day(first), -30), day(first))).toEqual(firstDay);
    expect(await liabilities(day(first), day(second))).toEqual({ giftCardsCents: 5_500, storeCreditCents: 2_000 });
    expect(await liabilities(day(second), day(third))).toEqual({ giftCardsCents: 7_000, storeCreditCents: 2_000 });
    expect(await liabilities(day(third), day(third), '&store=all')).toEqual({
      giftCardsCents: 7_000,
      storeCreditCents: 2_000,
    });
    expect(await liabilities(addDays(day(first), -1), addDays(day(first), -1))).toEqual({
      giftCardsCents: 0,
      storeCreditCents: 0,
    });

    // The latest figure is what every card and customer holds now.
    const now = await liabilities(day(third), addDays(day(third), 1));
    const cards = await t.db
      .selectFrom('gift_cards')
      .select((eb) => eb.fn.sum<number>('balance_cents').as('cents'))
      .executeTakeFirstOrThrow();
    const credit = await t.db
      .selectFrom('customers')
      .select((eb) => eb.fn.sum<number>('store_credit_cents').as('cents'))
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ giftCardsCents: Number(cards.cents), storeCreditCents: Number(credit.cents) });
  });
});

import { randomUUID } from 'node:crypto';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildPromotionApp } from './promotion.fixtures';
import type { PromotionApp } from './promotion.fixtures';

// Coupons: counted once per sale, held to their limit, and kept by a parked sale until it is completed.
let promotionApp: PromotionApp;
let t: TestApp;
let cashier: string;
let send: PromotionApp['send'];
let create: PromotionApp['create'];
let sell: PromotionApp['sell'];
beforeAll(async () => {
  promotionApp = await buildPromotionApp();
  ({ t, cashier, send, create, sell } = promotionApp);
});
afterAll(() => promotionApp?.t.close());
beforeEach(() => promotionApp.deleteAllPromotions());

describe('promotions', () => {
  it('counts a coupon once per sale, even resent, and refuses it past its limit', async () => {
    const coupon = await create({
      name: 'SPRING10',
      rule: { kind: 'spend_threshold', thresholdCents: 5000, amountCents: 1000 },
      coupon: { code: 'spring10', limitTotal: 1 },
    });
    expect(coupon.coupon).toMatchObject({ code: 'SPRING10', limitTotal: 1, uses: 0 });
    const lines = [{ productId: 'prod-ceramic', quantity: 2 }];
    const id = randomUUID();
    const first = await sell(lines, { couponCodes: ['SPRING10'], id });
    expect(first.response.statusCode, first.response.body).toBe(200);
    expect(first.response.json<Sale>().promotions).toMatchObject([
      { promotionId: coupon.id, name: 'SPRING10', discountCents: 1000, couponCode: 'SPRING10' },
    ]);
    const resent = await send('POST', '/api/sales', first.body, cashier);
    expect(resent.statusCode).toBe(200);
    const uses = () =>
      t.db.selectFrom('coupon_uses').select('order_id').where('promotion_id', '=', coupon.id).execute();
    expect(await uses()).toEqual([{ order_id: id }]);
    const orders = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const refused = await sell(lines, { couponCodes: ['SPRING10'] });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json<{ error: string }>().error).toBe('SPRING10 has been used once, its limit');
    expect(await uses()).toHaveLength(1);
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(orders?.n));
    const unknown = await sell(lines, { couponCodes: ['NOPE99'] });
    expect(unknown.response.json<{ error: string }>().error).toBe('There is no coupon NOPE99');
  });

  it('a parked sale keeps its coupon codes, counted only when it is completed', async () => {
    const coupon = await create({
      name: 'PARKED5',
      rule: { kind: 'spend_threshold', thresholdCents: 1000, amountCents: 500 },
      coupon: { code: 'parked5', limitTotal: 5 },
    });
    const lines = [{ productId: 'prod-ceramic', quantity: 1 }];
    const id = randomUUID();
    const parked = await send('POST', '/api/sales/parked', { id, tillId: 'till-1', lines, couponCodes: ['PARKED5'] });
    expect(parked.statusCode, parked.body).toBe(200);
    const uses = () =>
      t.db.selectFrom('coupon_uses').select('order_id').where('promotion_id', '=', coupon.id).execute();
    expect(await uses()).toEqual([]);
    const resumed = await send('GET', `/api/sales/${id}`, undefined, cashier);
    expect(resumed.json<Sale>()).toMatchObject({ status: 'parked', couponCodes: ['PARKED5'] });

    const completed = await sell(lines, { couponCodes: resumed.json<Sale>().couponCodes, id });
    expect(completed.response.statusCode, completed.response.body).toBe(200);
    expect(completed.response.json<Sale>()).toMatchObject({
      status: 'completed',
      promotions: [{ promotionId: coupon.id, discountCents: 500, couponCode: 'PARKED5' }],
    });
    expect(completed.response.json<Sale>().couponCodes).toBeUndefined();
    expect(await uses()).toEqual([{ order_id: id }]);
  });
});

import { randomUUID } from 'node:crypto';
import type { Promotion, SavePromotionInput } from '@tillwise/core/promotion/promotion-schemas';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { expect } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { tillPriced } from '../../test/till-pricing';

// Promotions as the promotion-*.test.ts files set them up and sell under them: as the demo store's manager, and
// as its cashier at till 1 pricing the cart as the till does.

export const terracotta = { productIds: ['prod-terracotta'], categoryIds: [] };
export const buy2get1: SavePromotionInput = {
  name: 'Buy 2 get 1 free',
  rule: { kind: 'buy_x_get_y', buy: 2, get: 1, percentBps: 10_000, target: terracotta },
};

type Line = { productId: string; quantity: number };

/** The demo store signed in as its manager and cashier, with the promotion tests' helpers over it. */
export async function buildPromotionApp() {
  const t = await buildTestApp();
  const manager = await t.signInAs('manager');
  const cashier = await t.signInAs('cashier');

  const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: unknown, cookie = manager) =>
    t.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: { cookie } });

  async function create(input: SavePromotionInput): Promise<Promotion> {
    const response = await send('POST', '/api/promotions', input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Promotion>();
  }

  /** Deletes every promotion: each test starts with none in force. */
  async function deleteAllPromotions() {
    for (const promotion of (await send('GET', '/api/promotions')).json<{ items: Promotion[] }>().items) {
      await send('DELETE', `/api/promotions/${promotion.id}`);
    }
  }

  async function setPromotionRefundRule(refundRule: 'as_paid' | 'deals_earned') {
    const saved = await send('PUT', '/api/settings/preferences/refunds', { promotionRule: refundRule });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** Refunds the sale's first line one unit at a time, three times: what each refund gave back. */
  async function refundOnePotThreeTimes(sale: Sale) {
    const given: number[] = [];
    for (let n = 0; n < 3; n++) {
      const answer = await send('POST', '/api/refunds', {
        id: randomUUID(),
        saleId: sale.id,
        tillId: 'till-1',
        reason: 'Returned',
        lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      given.push(answer.json<{ amountCents: number }>().amountCents);
    }
    // Refunds in parts add up to exactly what was paid.
    expect(given.reduce((sum, amount) => sum + amount, 0)).toBe(sale.totalCents);
    return given;
  }

  /** The cart as the till prices it (see tillPriced), with the customer's group. */
  async function tillTotal(lines: Line[], options: { customerId?: string; couponCodes?: string[]; at?: Date } = {}) {
    const customer = options.customerId
      ? await t.db.selectFrom('customers').select('group_id').where('id', '=', options.customerId).executeTakeFirst()
      : null;
    const sale = { customerGroupId: customer?.group_id ?? null, couponCodes: options.couponCodes ?? [] };
    const { totals, promoted } = await tillPriced(t, cashier, lines, sale, options.at);
    return { totals, promoted };
  }

  async function sell(lines: Line[], options: { customerId?: string; couponCodes?: string[]; id?: string } = {}) {
    const { totals } = await tillTotal(lines, options);
    const body = {
      id: options.id ?? randomUUID(),
      tillId: 'till-1',
      lines,
      payments: [{ method: 'card', amountCents: totals.totalCents }],
      expectedTotalCents: totals.totalCents,
      ...(options.customerId && { customerId: options.customerId }),
      ...(options.couponCodes && { couponCodes: options.couponCodes }),
    };
    return { response: await send('POST', '/api/sales', body, cashier), totals, body };
  }

  return {
    t,
    manager,
    cashier,
    send,
    create,
    deleteAllPromotions,
    setPromotionRefundRule,
    refundOnePotThreeTimes,
    tillTotal,
    sell,
  };
}

export type PromotionApp = Awaited<ReturnType<typeof buildPromotionApp>>;

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@tillwise/core/webhook/webhook-schemas';
import { webhookEvents } from '@tillwise/core/webhook/webhook-schemas';
import { verifyWebhookSignature } from '@tillwise/core/webhook/webhook-signature';
import { deliverDueWebhooks } from '../../services/webhook-delivery-service';
import { cashFor, saleInput } from '../../test/sale-factory';
import type { TestApp } from '../../test/build-test-app';
import { buildShiftApp, openShiftWithFloat } from '../shift/shift.fixtures';
import type { ShiftApp } from '../shift/shift.fixtures';
import { startReceiver } from '../../test/webhook-receiver';
import type { Receiver } from '../../test/webhook-receiver';

// Webhooks (issue 46): each event a subscription wants is written in the change's own transaction and POSTed once,
// signed; a receiver that is down gets them after it returns, in order per resource; every attempt is logged.
let shiftApp: ShiftApp;
let t: TestApp;
let call: ShiftApp['call'];
let receiver: Receiver;
let hook: CreatedWebhook;
beforeAll(async () => {
  shiftApp = await buildShiftApp();
  ({ t, call } = shiftApp);
  receiver = await startReceiver();
  const made = await call('POST', '/api/webhooks', shiftApp.admin, {
    url: receiver.url,
    description: 'Web shop',
    events: webhookEvents,
    storeId: 'store-1',
  });
  expect(made.statusCode, made.body).toBe(201);
  hook = made.json();
});
afterAll(async () => {
  await receiver?.close();
  await shiftApp?.t.close();
});

let clock = Date.now();
/** A delivery round as the server runs one, `seconds` after the last (and never before now). */
const deliver = (seconds = 0) => {
  clock = Math.max(clock, Date.now()) + seconds * 1000;
  return deliverDueWebhooks(t.db, new Date(clock));
};
const sell = async (lines = [{ sku: 'PLT-002', quantity: 2 }]) => {
  const sale = await call('POST', '/api/sales', shiftApp.cashier, await saleInput(t, 'till-1', lines, cashFor));
  expect(sale.statusCode, sale.body).toBe(200);
  return sale.json() as { id: string; number: string; totalCents: number; lines: { id: string }[] };
};
const refund = async (sale: { id: string; lines: { id: string }[] }) => {
  const answer = await call('POST', '/api/refunds', shiftApp.manager, {
    id: randomUUID(),
    saleId: sale.id,
    tillId: 'till-1',
    lines: [{ saleLineId: sale.lines[0]!.id, quantity: 1 }],
    reason: 'Damaged',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { id: string; number: string };
};

describe('webhooks', () => {
  it('POSTs each event once, signed, with the recorded figures', async () => {
    const sale = await sell();
    const given = await refund(sale);
    const product = await call('POST', '/api/products', shiftApp.manager, {
      name: 'Rain barrel',
      sku: 'WH-RAIN-1',
      categoryId: 'cat-tools',
      priceCents: 4999,
      costCents: 2500,
      taxRate: 8,
      stock: 4,
    });
    expect(product.statusCode, product.body).toBe(201);
    const adjusted = await call('POST', `/api/products/${product.json().id}/stock-adjustments`, shiftApp.manager, {
      reason: 'damaged',
      quantity: 1,
      note: 'Cracked',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    const customer = await call('POST', '/api/customers', shiftApp.cashier, { name: 'Webb Hooker' });
    expect(customer.statusCode, customer.body).toBe(201);

    // The refund waits for its sale's delivery: a round later.
    expect((await deliver()) + (await deliver())).toBe(5);
    expect(receiver.types()).toEqual(
      expect.arrayContaining([
        'sale.completed',
        'refund.created',
        'product.created',
        'stock.changed',
        'customer.created',
      ]),
    );
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    const sold = receiver.received.find((item) => item.event.type === 'sale.completed')!;
    expect(sold.event.data).toMatchObject({
      id: order.id,
      number: order.number,
      totalCents: Number(order.total_cents),
    });
    expect(sold.event.storeId).toBe('store-1');
    expect(receiver.received.find((item) => item.event.type === 'refund.created')!.event.data).toMatchObject({
      id: given.id,
      number: given.number,
    });
    expect(receiver.received.find((item) => item.event.type === 'stock.changed')!.event.data).toMatchObject({
      sku: 'WH-RAIN-1',
      quantityChange: -1,
      reason: 'damaged',
      onHand: 3,
    });
    for (const item of receiver.received) {
      const signature = String(item.headers['tillwise-signature']);
      expect(verifyWebhookSignature(hook.secret, signature, item.body, Math.floor(clock / 1000))).toBe(true);
      expect(verifyWebhookSignature('whsec_other', signature, item.body, Math.floor(clock / 1000))).toBe(false);
      expect(item.headers['tillwise-event-id']).toBe(item.event.id);
    }
    const ids = receiver.received.map((item) => item.event.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Nothing goes twice: the next round has nothing to send.
    expect(await deliver(3600)).toBe(0);
  });

  it('sends nothing for a change refused, nor for another store’s subscription', async () => {
    const before = await t.db.selectFrom('webhook_deliveries').select('seq').execute();
    const input = await saleInput(t, 'till-1', [{ sku: 'PLT-002', quantity: 1 }]);
    const refused = await call('POST', '/api/sales', shiftApp.cashier, { ...input, expectedTotalCents: 1 });
    expect(refused.statusCode).toBe(409);
    expect(await t.db.selectFrom('webhook_deliveries').select('seq').execute()).toEqual(before);
    const elsewhere = await call('POST', '/api/webhooks', shiftApp.admin, {
      url: receiver.url,
      events: ['sale.completed'],
      storeId: 'store-2',
    });
    await sell();
    const theirs = await t.db
      .selectFrom('webhook_deliveries')
      .select('seq')
      .where('subscription_id', '=', elsewhere.json().id)
      .execute();
    expect(theirs).toEqual([]);
    await deliver();
  });

  it('keeps them for a receiver that is down, retries with backoff, and delivers in order once it is back', async () => {
    receiver.received.length = 0;
    receiver.state.status = 503;
    const sale = await sell();
    await refund(sale);
    expect(await deliver()).toBe(1); // the sale; its refund waits behind it
    expect(await deliver(5)).toBe(0); // not yet due again
    expect(await deliver(10)).toBe(1);
    const log = (await call('GET', `/api/webhooks/${hook.id}/deliveries`, shiftApp.admin)).json() as WebhookDelivery[];
    const saleDelivery = log.find((item) => item.event === 'sale.completed' && item.resourceId === sale.id)!;
    expect(saleDelivery).toMatchObject({ status: 'pending', lastStatus: 503, lastError: 'HTTP 503' });
    expect(saleDelivery.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 503]);
    const listed = (await call('GET', '/api/webhooks', shiftApp.admin)).json() as Webhook[];
    expect(listed.find((item) => item.id === hook.id)?.pending).toBe(2);

    receiver.state.status = 200;
    // Two servers' rounds at once: each delivery still goes once.
    clock = Math.max(clock, Date.now()) + 3600_000;
    await Promise.all([deliverDueWebhooks(t.db, new Date(clock)), deliverDueWebhooks(t.db, new Date(clock))]);
    await deliver(1);
    expect(receiver.types()).toEqual(['sale.completed', 'refund.created']);
    expect(receiver.received[0]!.event.data).toMatchObject({ id: sale.id });
  });

  it('gives up after a day, and resends by hand with the same event id', async () => {
    receiver.received.length = 0;
    receiver.state.status = 500;
    const sale = await sell();
    for (let round = 0; round < 40 && (await deliver(3600)) >= 0; round++) {
      const row = await t.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('resource_id', '=', sale.id)
        .executeTakeFirstOrThrow();
      if (row.status === 'failed') break;
    }
    const failed = (
      await call('GET', `/api/webhooks/${hook.id}/deliveries`, shiftApp.admin)
    ).json() as WebhookDelivery[];
    const gaveUp = failed.find((item) => item.resourceId === sale.id)!;
    expect(gaveUp.status).toBe('failed');
    expect(gaveUp.attempts.length).toBeGreaterThan(20);

    receiver.state.status = 200;
    const resent = await call('POST', `/api/webhooks/deliveries/${gaveUp.seq}/resend`, shiftApp.admin);
    expect(resent.statusCode).toBe(204);
    await deliver(1);
    expect(receiver.received.map((item) => item.event.id)).toEqual([gaveUp.eventId]);
  });

  it('sends shift.closed with the Z report', async () => {
    receiver.received.length = 0;
    const shiftId = await openShiftWithFloat(shiftApp);
    const expected = (await call('GET', `/api/shifts/${shiftId}`, shiftApp.manager)).json().figures.drawer
      .expectedCents;
    expect(
      (await call('POST', `/api/shifts/${shiftId}/count`, shiftApp.cashier, { count: { totalCents: expected } }))
        .statusCode,
    ).toBe(200);
    const closed = await call('POST', `/api/shifts/${shiftId}/close`, shiftApp.cashier, { floatLeftCents: 0 });
    expect(closed.statusCode, closed.body).toBe(200);
    await deliver(1);
    expect(receiver.types()).toEqual(['shift.closed']);
    expect(receiver.received[0]!.event.data).toMatchObject({ id: closed.json().id });
  });

  it('refuses a bad subscription, and anyone but an admin', async () => {
    for (const payload of [
      { url: 'ftp://example.com', events: ['sale.completed'], storeId: null },
      { url: 'https://example.com', events: [], storeId: null },
      { url: 'https://example.com', events: ['sale.exploded'], storeId: null },
    ]) {
      const answer = await call('POST', '/api/webhooks', shiftApp.admin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', '/api/webhooks', shiftApp.manager)).statusCode).toBe(403);
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/webhooks/${hook.id}`,
      headers: { cookie: shiftApp.admin },
      payload: { active: false },
    });
    expect((paused.json() as Webhook).active).toBe(false);
    receiver.received.length = 0;
    await sell();
    await deliver(1);
    expect(receiver.received).toEqual([]);
  });
});

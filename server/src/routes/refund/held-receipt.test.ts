import { randomUUID } from 'node:crypto';
import { heldRefund } from '@tillwise/core/refund/held-refund';
import type { Refund } from '@tillwise/core/refund/refund-schemas';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { Discount } from '@tillwise/core/sale/discount';
import { heldSale } from '@tillwise/core/sale/held-sale';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.signInAs('manager');
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie: manager } });

async function block(kind: 'order' | 'refund') {
  const response = await post('/api/tills/till-2/number-blocks', { kind, size: 20 });
  expect(response.statusCode).toBe(201);
  return response.json() as { first: string };
}

/** What the till holds for a sale it took offline, and what it sends for it. */
async function tillSale(
  skus: { sku: string; quantity: number; discount?: Discount }[],
  options: {
    discount?: Discount;
    withCustomer?: boolean;
    pay: (totalCents: number) => Sale['payments'][number][] | object[];
  },
) {
  const products = await Promise.all(
    skus.map((line) => t.db.selectFrom('products').selectAll().where('sku', '=', line.sku).executeTakeFirstOrThrow()),
  );
  const lines = products.map((product, index) => ({
    productId: product.id,
    name: product.name,
    sku: product.sku,
    unitPriceCents: product.price_cents,
    taxRate: product.tax_rate_bps / 100,
    quantity: skus[index]?.quantity ?? 1,
    discount: skus[index]?.discount ?? null,
  }));
  const customerRow = options.withCustomer
    ? await t.db.selectFrom('customers').selectAll().orderBy('id').executeTakeFirstOrThrow()
    : null;
  const customer = customerRow && {
    id: customerRow.id,
    name: customerRow.name,
    loyaltyPoints: customerRow.loyalty_points,
  };
  const totalCents = cartTotals(lines, options.discount).totalCents;
  const tenders = options.pay(totalCents) as Parameters<typeof heldSale>[0]['tenders'];
  const id = randomUUID();
  const number = (await block('order')).first;
  const at = new Date(Date.now() - 20 * 60_000);
  const held = heldSale({
    id,
    number,
    at,
    staff: { id: 'user-manager', name: 'Manager' },
    customer,
    lines,
    discount: options.discount ?? null,
    tenders,
    offline: true,
  });
  const body = {
    id,
    number,
    tillId: 'till-2',
    lines: lines.map(({ productId, quantity, discount, unitPriceCents, taxRate }) => ({
      productId,
      quantity,
      discount,
      unitPriceCents,
      taxRate,
    })),
    customerId: customer?.id ?? null,
    discount: options.discount ?? null,
    payments: tenders,
    expectedTotalCents: totalCents,
    offline: { capturedAt: at.toISOString() },
  };
  return { held, body };
}

/** The parts of a sale both sides work out: money, lines (with their ids), tenders, loyalty. */
const figures = (sale: Sale) => ({
  number: sale.number,
  totals: [sale.subtotalCents, sale.discountCents, sale.taxCents, sale.totalCents, sale.changeCents, sale.itemCount],
  loyalty: [sale.loyaltyEarned, sale.loyaltyRedeemed, sale.customer?.loyaltyPoints ?? null],
  status: sale.status,
  refundedCents: sale.refundedCents,
  lines: sale.lines.map((l) => [l.id, l.quantity, l.discountCents, l.taxCents, l.totalCents, l.refundedQuantity]),
  payments: sale.payments.map((p) => [p.method, p.amountCents, p.tenderedCents, p.changeCents, p.stored]),
});
const refundFigures = (refund: Refund) => ({
  number: refund.number,
  money: [refund.subtotalCents, refund.taxCents, refund.amountCents, refund.loyaltyReversed],
  tenders: refund.tenders.map((tender) => [tender.method, tender.amountCents, tender.stored]),
  lines: refund.lines.map((line) => [line.saleLineId, line.quantity, line.amountCents]),
});

describe('what a till holds for a sale and refund it took offline is what the server records', () => {
  it('a split cash and card sale to a loyalty customer, with discounts, then refunded in two parts', async () => {
    const { held, body } = await tillSale(
      [
        { sku: 'SED-001', quantity: 3, discount: { kind: 'percent', percent: 10 } },
        { sku: 'TLS-001', quantity: 1 },
        { sku: 'PLT-002', quantity: 2 },
      ],
      {
        discount: { kind: 'amount', cents: 250 },
        withCustomer: true,
        pay: (total) => [
          { method: 'card', amountCents: 1234 },
          { method: 'cash', amountCents: total - 1234, tenderedCents: total - 1234 + 777 },
        ],
      },
    );
    expect(held).not.toBeNull();
    const response = await post('/api/sales', body);
    expect(response.statusCode).toBe(200);
    let tillHolds = held as Sale;
    let server = response.json() as Sale;
    expect(figures(server)).toEqual(figures(tillHolds));

    for (const lines of [
      [{ saleLineId: tillHolds.lines[0]?.id ?? '', quantity: 2 }],
      [
        { saleLineId: tillHolds.lines[0]?.id ?? '', quantity: 1 },
        { saleLineId: tillHolds.lines[2]?.id ?? '', quantity: 1 },
      ],
    ]) {
      const id = randomUUID();
      const number = (await block('refund')).first;
      const at = new Date(Date.now() - 10 * 60_000);
      const local = heldRefund(tillHolds, { id, number, reason: 'Changed mind', at, staffName: 'Manager', lines });
      if ('error' in local) throw new Error(local.error);
      const sent = await post('/api/refunds', {
        id,
        number,
        saleId: tillHolds.id,
        tillId: 'till-2',
        reason: 'Changed mind',
        lines,
        offline: { capturedAt: at.toISOString() },
      });
      expect(sent.statusCode).toBe(200);
      expect(refundFigures(sent.json())).toEqual(refundFigures(local.refund));
      expect(local.refund.tenders.map((tender) => [tender.method, tender.stored])).toEqual([
        ['card', true],
        ['cash', false],
      ]);
      tillHolds = local.sale;
      server = (await t.app.inject({ url: `/api/sales/${tillHolds.id}`, headers: { cookie: manager } })).json();
      expect({ ...figures(server), loyalty: null }).toEqual({ ...figures(tillHolds), loyalty: null });
    }
  });

  it('a cash sale with change refunded whole marks the sale refunded on both sides', async () => {
    const { held, body } = await tillSale([{ sku: 'POT-001', quantity: 4 }], {
      pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: Math.ceil(total / 2000) * 2000 }],
    });
    const server = (await post('/api/sales', body)).json() as Sale;
    expect(figures(server)).toEqual(figures(held as Sale));
    const lines = [{ saleLineId: server.lines[0]?.id ?? '', quantity: 4 }];
    const local = heldRefund(held as Sale, {
      id: randomUUID(),
      number: (await block('refund')).first,
      reason: '',
      at: new Date(),
      staffName: 'Manager',
      lines,
    });
    if ('error' in local) throw new Error(local.error);
    expect(local.sale.status).toBe('refunded');
    expect(heldRefund(local.sale, { ...local.refund, at: new Date(), lines })).toEqual({
      error: `Sale ${server.number} has nothing left to refund`,
    });
    const sent = await post('/api/refunds', {
      id: local.refund.id,
      number: local.refund.number,
      saleId: server.id,
      tillId: 'till-2',
      reason: '',
      lines,
      offline: { capturedAt: local.refund.createdAt },
    });
    expect(refundFigures(sent.json())).toEqual(refundFigures(local.refund));
    const after = (await t.app.inject({ url: `/api/sales/${server.id}`, headers: { cookie: manager } })).json();
    expect(after.status).toBe('refunded');
  });

  it('a refund given offline onto the customer’s store credit is recorded as the till gave it', async () => {
    const { held, body } = await tillSale([{ sku: 'POT-001', quantity: 2 }], {
      withCustomer: true,
      pay: (total) => [{ method: 'cash', amountCents: total, tenderedCents: total }],
    });
    const server = (await post('/api/sales', body)).json() as Sale;
    const customerId = server.customer?.id ?? '';
    const credit = async () =>
      (
        await t.db
          .selectFrom('customers')
          .select('store_credit_cents')
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).store_credit_cents;
    const before = await credit();
    const lines = [{ saleLineId: server.lines[0]?.id ?? '', quantity: 1 }];
    const given = { id: randomUUID(), number: (await block('refund')).first, reason: '', at: new Date(), lines };
    const local = heldRefund(held as Sale, { ...given, staffName: 'Manager', destination: 'store_credit' });
    if ('error' in local) throw new Error(local.error);
    expect(local.refund.tenders.map((tender) => tender.method)).toEqual(['store_credit']);
    const sent = await post('/api/refunds', {
      ...given,
      saleId: server.id,
      tillId: 'till-2',
      destination: 'store_credit',
      offline: { capturedAt: given.at.toISOString() },
    });
    expect(sent.statusCode).toBe(200);
    expect(refundFigures(sent.json())).toEqual(refundFigures(local.refund));
    expect(await credit()).toBe(before + local.refund.amountCents);
  });

  it('keeps the share of a card stored offline to that card: neither side turns it into cash', async () => {
    const { held, body } = await tillSale([{ sku: 'SED-001', quantity: 1 }], {
      pay: (total) => [{ method: 'card', amountCents: total }],
    });
    const server = (await post('/api/sales', body)).json() as Sale;
    const lines = [{ saleLineId: server.lines[0]?.id ?? '', quantity: 1 }];
    const given = { id: randomUUID(), number: (await block('refund')).first, reason: '', at: new Date(), lines };
    const refused = 'The card this sale was paid with is not authorised yet: refund it to the original payments';
    expect(heldRefund(held as Sale, { ...given, staffName: 'Manager', destination: 'cash' })).toEqual({
      error: refused,
    });
    const sent = await post('/api/refunds', {
      ...given,
      saleId: server.id,
      tillId: 'till-2',
      destination: 'cash',
      offline: { capturedAt: given.at.toISOString() },
    });
    expect(sent.json().error).toBe(refused);
    expect(sent.statusCode).toBe(400);
  });

  it('refuses more than a held sale has left, naming the item', async () => {
    const { held } = await tillSale([{ sku: 'SED-001', quantity: 1 }], {
      pay: (total) => [{ method: 'card', amountCents: total }],
    });
    const sale = held as Sale;
    const line = sale.lines[0];
    expect(
      heldRefund(sale, {
        id: randomUUID(),
        number: 'REF-1',
        reason: '',
        at: new Date(),
        staffName: 'x',
        lines: [{ saleLineId: line?.id ?? '', quantity: 2 }],
      }),
    ).toEqual({ error: `Only 1 of ${line?.name} can still be refunded` });
    expect(
      heldRefund(sale, {
        id: 'r',
        number: 'REF-1',
        reason: '',
        at: new Date(),
        staffName: 'x',
        lines: [{ saleLineId: 'nope', quantity: 1 }],
      }),
    ).toEqual({ error: 'That item is not on this sale' });
  });
});

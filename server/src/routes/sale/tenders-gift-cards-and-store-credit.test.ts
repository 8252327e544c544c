import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { firstStoreId } from '../../test/store-stock';
import { buildTenderApp } from './tenders.fixtures';
import type { RecordedSale, TenderApp } from './tenders.fixtures';

// Gift cards sold and spent and store credit spent, and refunds that put the money back on them.
let tenderApp: TenderApp;
let t: TestApp;
let post: TenderApp['post'];
let giftCard: TenderApp['giftCard'];
let sell: TenderApp['sell'];
let refundAll: TenderApp['refundAll'];
let refundTenders: TenderApp['refundTenders'];
beforeAll(async () => {
  tenderApp = await buildTenderApp();
  ({ t, post, giftCard, sell, refundAll, refundTenders } = tenderApp);
});
afterAll(() => tenderApp?.t.close());
beforeEach(() => tenderApp.resetStore());

describe('gift cards', () => {
  it('sells a card, then spends it over two sales, and a refund puts the money back on it', async () => {
    const bought = await sell(0, () => [{ method: 'card', amountCents: 5000 }], {
      giftCards: [{ code: 'GC-E2E-1', amountCents: 5000 }],
    });

    expect(bought.statusCode).toBe(200);
    expect((bought.json() as RecordedSale).giftCards).toEqual([
      { code: 'GC-E2E-1', amountCents: 5000, kind: 'issue', balanceCents: 5000 },
    ]);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(5000);

    const first = await sell(4, (due) => [
      { method: 'voucher', amountCents: 3000, reference: 'gc-e2e-1' },
      { method: 'card', amountCents: due - 3000 },
    ]);
    expect(first.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(2000);

    const before = await writeCounts(t);
    const tooMuch = await sell(4, (due) => [
      { method: 'voucher', amountCents: 2500, reference: 'GC-E2E-1' },
      { method: 'card', amountCents: due - 2500 },
    ]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('Gift card GC-E2E-1 holds only $20.00');
    expect(await writeCounts(t)).toEqual(before);

    const second = await sell(4, (due) => [
      { method: 'voucher', amountCents: 2000, reference: 'GC-E2E-1' },
      { method: 'cash', amountCents: due - 2000, tenderedCents: due },
    ]);
    expect(second.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(0);

    const refund = await refundAll(second.json() as RecordedSale);
    expect(refund.statusCode).toBe(200);
    expect((await giftCard('GC-E2E-1'))?.balance_cents).toBe(2000);
  });

  it('refunds the goods of a sale that also sold a gift card, never the card itself', async () => {
    const response = await sell(2, (due) => [{ method: 'card', amountCents: due + 2500 }], {
      giftCards: [{ code: 'GC-MIXED-1', amountCents: 2500 }],
    });
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale;
    expect(sale.payments[0]?.amountCents).toBe(sale.totalCents + 2500);
    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    expect(refund.json().amountCents).toBe(sale.totalCents);
    expect((await giftCard('GC-MIXED-1'))?.balance_cents).toBe(2500);
  });

  it('refunds a voucher taken before gift cards had a ledger onto a new card with its code', async () => {
    const paid = await t.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['o.id', 'p.reference'])
      .where('p.method', '=', 'voucher')
      .where('o.status', '=', 'completed')
      .where('o.store_id', '=', firstStoreId)
      .executeTakeFirstOrThrow();
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', paid.id).execute();
    expect(await giftCard(paid.reference ?? '')).toBeUndefined();
    const refund = await post('/api/refunds', {
      id: randomUUID(),
      saleId: paid.id,
      tillId: 'till-1',
      lines: lines.map((line) => ({ saleLineId: line.id, quantity: line.quantity })),
    });
    expect(refund.statusCode).toBe(200);
    const back = await refundTenders(refund.json().id);
    const voucherBack = back.find((share) => share.method === 'voucher')?.amount_cents ?? 0;
    expect(voucherBack).toBeGreaterThan(0);
    expect((await giftCard(paid.reference ?? ''))?.balance_cents).toBe(voucherBack);
  });

  it('refuses an unknown code and a gift card taken offline', async () => {
    const unknown = await sell(1, (due) => [{ method: 'voucher', amountCents: due, reference: 'GC-NOPE' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('No gift card with code GC-NOPE');
    const offline = await sell(0, () => [{ method: 'card', amountCents: 1000 }], {
      giftCards: [{ code: 'GC-OFF-1', amountCents: 1000 }],
      offline: { capturedAt: new Date().toISOString() },
    });
    expect(offline.statusCode).toBe(400);
    expect(await giftCard('GC-OFF-1')).toBeUndefined();
  });
});

describe('store credit', () => {
  it('pays with the customer’s store credit and a refund puts it back', async () => {
    const adjust = await post('/api/customers/cust-grace/store-credit', { amountCents: 1500, reason: 'Goodwill' });
    expect(adjust.statusCode).toBe(200);
    const credit = () =>
      t.db
        .selectFrom('customers')
        .select('store_credit_cents')
        .where('id', '=', 'cust-grace')
        .executeTakeFirstOrThrow();
    const startCents = (await credit()).store_credit_cents;
    const response = await sell(
      1,
      (due) => [
        { method: 'store_credit', amountCents: 1000 },
        { method: 'card', amountCents: due - 1000 },
      ],
      { customerId: 'cust-grace' },
    );
    expect(response.statusCode).toBe(200);
    expect((await credit()).store_credit_cents).toBe(startCents - 1000);
    const refund = await refundAll(response.json() as RecordedSale);
    expect(refund.statusCode).toBe(200);
    expect((await credit()).store_credit_cents).toBe(startCents);
  });

  it('refuses store credit beyond the balance and for a walk-in customer', async () => {
    const walkIn = await sell(1, (due) => [{ method: 'store_credit', amountCents: due }]);
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().error).toBe('Attach a customer to pay with store credit');
    const tooMuch = await sell(1, (due) => [{ method: 'store_credit', amountCents: due }], { customerId: 'cust-emma' });
    expect(tooMuch.statusCode).toBe(400);
  });
});

import { cashDue } from '@tillwise/core/payment/tender';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCounts } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { buildTenderApp } from './tenders.fixtures';
import type { RecordedSale, TenderApp } from './tenders.fixtures';

// Split payments and cash rounding, and their refunds back to where the money came from.
let tenderApp: TenderApp;
let t: TestApp;
let manager: string;
let setStore: TenderApp['setStore'];
let lavenderTotal: TenderApp['lavenderTotal'];
let sell: TenderApp['sell'];
let refundAll: TenderApp['refundAll'];
let refundTenders: TenderApp['refundTenders'];
beforeAll(async () => {
  tenderApp = await buildTenderApp();
  ({ t, manager, setStore, lavenderTotal, sell, refundAll, refundTenders } = tenderApp);
});
afterAll(() => tenderApp?.t.close());
beforeEach(() => tenderApp.resetStore());

describe('split tender', () => {
  it('takes card and cash with change from the cash, and refunds both tenders what each paid', async () => {
    const response = await sell(3, (total) => [
      { method: 'card', amountCents: 1000 },
      { method: 'cash', amountCents: total - 1000, tenderedCents: total - 1000 + 750 },
    ]);
    expect(response.statusCode).toBe(200);
    const sale = response.json() as RecordedSale;
    expect(sale.payments.map((p) => [p.method, p.amountCents, p.changeCents])).toEqual([
      ['card', 1000, 0],
      ['cash', sale.totalCents - 1000, 750],
    ]);
    expect(sale.changeCents).toBe(750);

    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    const back = await refundTenders(refund.json().id);
    expect(back.sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'card', amount_cents: 1000 },
      { method: 'cash', amount_cents: sale.totalCents - 1000 },
    ]);
  });

  it('refuses change from a card and more than four tenders, writing nothing', async () => {
    const before = await writeCounts(t);
    const overpaid = await sell(1, (total) => [{ method: 'card', amountCents: total + 500 }]);
    expect(overpaid.statusCode).toBe(400);
    expect(overpaid.json().error).toMatch(/more than the .* due/);
    const five = await sell(5, (total) => [
      ...[1, 2, 3, 4].map(() => ({ method: 'card', amountCents: 100 })),
      { method: 'card', amountCents: total - 400 },
    ]);
    expect(five.statusCode).toBe(400);
    expect(await writeCounts(t)).toEqual(before);
  });
});

describe('cash rounding', () => {
  it('rounds cash to $0.05 when the store rounds, records the rounding, and leaves card totals alone', async () => {
    await setStore({ cash_rounding_cents: 5 });
    // Find a quantity whose total does not end in 0 or 5, so the rounding shows.
    let quantity = 1;
    while ((await lavenderTotal(quantity)) % 5 === 0) quantity += 1;
    const total = await lavenderTotal(quantity);
    const exact = await sell(quantity, () => [{ method: 'cash', amountCents: total, tenderedCents: 100_000 }]);
    expect(exact.statusCode).toBe(400);
    expect(exact.json().error).toBe(`Cash is rounded to $0.05: take $${(cashDue(total, 5) / 100).toFixed(2)} in cash`);

    const cash = await sell(quantity, (due) => [
      { method: 'cash', amountCents: cashDue(due, 5), tenderedCents: 100_000 },
    ]);
    expect(cash.statusCode).toBe(200);
    const sale = cash.json() as RecordedSale;
    expect(sale.cashRoundingCents).toBe(cashDue(total, 5) - total);
    expect(Math.abs(sale.cashRoundingCents)).toBeLessThanOrEqual(2);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row.cash_rounding_cents).toBe(sale.cashRoundingCents);
    expect(row.total_cents).toBe(total);

    const card = await sell(quantity, (due) => [{ method: 'card', amountCents: due }]);
    expect(card.statusCode).toBe(200);
    expect((card.json() as RecordedSale).cashRoundingCents).toBe(0);

    const roundingReport = async () => {
      const day = row.business_date ?? '';
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/finance?from=${day}&to=${day}`,
        headers: { cookie: manager },
      });
      return response.json().cashRounding as { salesCents: number; refundsCents: number; netCents: number };
    };
    const before = await roundingReport();

    // A full refund gives back exactly the cash taken, rounding and all, and the Finance report follows it.
    const refund = await refundAll(sale);
    expect(refund.statusCode).toBe(200);
    expect(await refundTenders(refund.json().id)).toEqual([{ method: 'cash', amount_cents: cashDue(total, 5) }]);
    expect(refund.json().amountCents).toBe(cashDue(total, 5));
    const after = await roundingReport();
    expect(after.refundsCents - before.refundsCents).toBe(sale.cashRoundingCents);
    expect(after.netCents).toBe(after.salesCents - after.refundsCents);
    expect(before.salesCents).toBe(
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.sum<number>('cash_rounding_cents').as('cents'))
            .where('business_date', '=', row.business_date)
            .executeTakeFirstOrThrow()
        ).cents,
      ),
    );
  });

  it('takes the exact cash when the store does not round', async () => {
    let quantity = 1;
    while ((await lavenderTotal(quantity)) % 5 === 0) quantity += 1;
    const cash = await sell(quantity, (due) => [{ method: 'cash', amountCents: due, tenderedCents: 100_000 }]);
    expect(cash.statusCode).toBe(200);
    expect((cash.json() as RecordedSale).cashRoundingCents).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { previewRefund } from '@tillwise/core/refund/held-refund';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildPromotionApp, buy2get1 } from './promotion.fixtures';
import type { PromotionApp } from './promotion.fixtures';

// Refunds of promoted sales under either of the store's rules, and the refund dialog's figures against what is
// recorded.
let promotionApp: PromotionApp;
let t: TestApp;
let send: PromotionApp['send'];
let create: PromotionApp['create'];
let setPromotionRefundRule: PromotionApp['setPromotionRefundRule'];
let refundOnePotThreeTimes: PromotionApp['refundOnePotThreeTimes'];
let sell: PromotionApp['sell'];
beforeAll(async () => {
  promotionApp = await buildPromotionApp();
  ({ t, send, create, setPromotionRefundRule, refundOnePotThreeTimes, sell } = promotionApp);
});
afterAll(() => promotionApp?.t.close());
beforeEach(() => promotionApp.deleteAllPromotions());

describe('promotions', () => {
  it('refunds of a buy 2 get 1 free give back, by default, what each pot cost in the sale: a third of the line each', async () => {
    await create(buy2get1);
    const { response } = await sell([{ productId: 'prod-terracotta', quantity: 3 }]);
    const sale = response.json<Sale>();
    const upTo = (units: number) => Math.round((sale.totalCents * units) / 3);
    expect(await refundOnePotThreeTimes(sale)).toEqual([upTo(1), upTo(2) - upTo(1), upTo(3) - upTo(2)]);
  });

  it('under "take back deals no longer earned" the free pot gives back nothing, then what each paid one cost', async () => {
    await setPromotionRefundRule('deals_earned');
    try {
      await create(buy2get1);
      const { response } = await sell([{ productId: 'prod-terracotta', quantity: 3 }]);
      const sale = response.json<Sale>();
      const paidPot = Math.round(sale.totalCents / 2);
      expect(await refundOnePotThreeTimes(sale)).toEqual([0, paidPot, sale.totalCents - paidPot]);
      const lines = await t.db
        .selectFrom('refund_lines')
        .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
        .select(['refund_lines.amount_cents', 'refund_lines.tax_cents'])
        .where('refunds.order_id', '=', sale.id)
        .orderBy('refunds.created_at')
        .execute();
      expect(Number(lines[0]!.tax_cents)).toBe(0);
      const audited = await t.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'refund.recorded')
        .execute();
      expect(
        audited.map((row) => (JSON.parse(row.details) as { dealsTakenBackCents?: number }).dealsTakenBackCents),
      ).toContain(Math.round(sale.totalCents / 3));
    } finally {
      await setPromotionRefundRule('as_paid');
    }
  });
});

describe('the refund dialog’s figures', () => {
  it.each([
    ['as_paid', 'what each item cost in the sale'],
    ['deals_earned', 'deals no longer earned taken back: the free pot gives back nothing'],
  ] as const)('are what the refund records under %s (%s)', async (rule, _means) => {
    await setPromotionRefundRule(rule);
    try {
      await create(buy2get1);
      const { response } = await sell([
        { productId: 'prod-terracotta', quantity: 3 },
        { productId: 'prod-lavender', quantity: 2 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      let sale = response.json<Sale>();
      const pots = sale.lines.find((line) => line.productId === 'prod-terracotta')!;
      const lavender = sale.lines.find((line) => line.productId === 'prod-lavender')!;
      // One pot of three (the deal's free one, as the dialog shows it), then a pot and a lavender, then the rest.
      for (const lines of [
        [{ saleLineId: pots.id, quantity: 1 }],
        [
          { saleLineId: pots.id, quantity: 1 },
          { saleLineId: lavender.id, quantity: 1 },
        ],
        [
          { saleLineId: pots.id, quantity: 1 },
          { saleLineId: lavender.id, quantity: 1 },
        ],
      ]) {
        const preview = previewRefund(sale, lines, 0, 'original', rule);
        if ('error' in preview) throw new Error(preview.error);
        const refund = await send('POST', '/api/refunds', {
          id: randomUUID(),
          saleId: sale.id,
          tillId: 'till-1',
          lines,
          reason: 'Changed their mind',
          weights: 'product-unit',
        });
        expect(refund.statusCode, refund.body).toBe(200);
        expect(refund.json()).toMatchObject({ amountCents: preview.amountCents, tenders: preview.tenders });
        // What the dialog explains: what the items cost in the sale, less the deals taken back, is the refund.
        expect(preview.paidForItemsCents - preview.dealsTakenBackCents).toBe(preview.amountCents);
        if (lines.length === 1) {
          const third = Math.round(pots.totalCents / 3);
          expect(preview.paidForItemsCents).toBe(third);
          expect(preview.amountCents).toBe(rule === 'as_paid' ? third : 0);
        }
        sale = (await send('GET', `/api/sales/${sale.id}`)).json<Sale>();
      }
      // Refunds in parts add up to exactly what was paid.
      expect(sale.refundedCents).toBe(sale.totalCents);
    } finally {
      await setPromotionRefundRule('as_paid');
    }
  });
});

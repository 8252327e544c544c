import { describe, expect, it } from 'vitest';
import { buildShiftFigures } from './shift-figures';
import type { ShiftTotals } from './shift-figures';

const totals: ShiftTotals = {
  openingFloatCents: 15000,
  // Two sales: $50.00 + $30.00 of goods, $5.00 discount, tax 20 % on $40 and 0 % on $35.
  sales: { count: 2, subtotalCents: 8000, discountCents: 500, taxCents: 800, totalCents: 8300 },
  refunds: { count: 1, amountCents: 1200, taxCents: 200 },
  taxByRate: [
    { rateBps: 0, salesNetCents: 3500, salesTaxCents: 0, refundNetCents: 0, refundTaxCents: 0 },
    { rateBps: 2000, salesNetCents: 4000, salesTaxCents: 800, refundNetCents: 1000, refundTaxCents: 200 },
  ],
  payments: [
    { method: 'card', count: 1, amountCents: 4800 },
    { method: 'cash', count: 1, amountCents: 3500 },
  ],
  refundTenders: [{ method: 'cash', count: 1, amountCents: 1200 }],
  movements: [
    { kind: 'pay_out', count: 1, amountCents: 1000 },
    { kind: 'no_sale', count: 2, amountCents: 0 },
  ],
  voids: 1,
};

describe('shift figures', () => {
  const figures = buildShiftFigures(totals);

  it('nets sales before tax: gross − discounts − refunds', () => {
    expect(figures).toMatchObject({
      grossSalesCents: 8000,
      discountsCents: 500,
      refundsCents: 1000,
      netSalesCents: 6500,
      taxCents: 600,
      salesTotalCents: 8300,
      salesCount: 2,
      refundsCount: 1,
      voidsCount: 1,
      noSalesCount: 2,
    });
  });

  it('balances: net sales + tax equal the tenders’ net takings', () => {
    expect(figures.netSalesCents + figures.taxCents).toBe(figures.netTakingsCents);
    expect(figures.netTakingsCents).toBe(4800 + 3500 - 1200);
  });

  it('lists tax by rate, highest first, net of refunds', () => {
    expect(figures.taxByRate).toEqual([
      { rate: 20, taxableCents: 3000, taxCents: 600 },
      { rate: 0, taxableCents: 3500, taxCents: 0 },
    ]);
  });

  it('lists only tenders that were used, in the till’s order', () => {
    expect(figures.tenders).toEqual([
      { method: 'card', count: 1, salesCents: 4800, refundsCents: 0, netCents: 4800 },
      { method: 'cash', count: 1, salesCents: 3500, refundsCents: 1200, netCents: 2300 },
    ]);
  });

  it('expects float + cash sales − cash refunds − pay-outs in the drawer', () => {
    expect(figures.drawer).toEqual({
      openingFloatCents: 15000,
      cashSalesCents: 3500,
      cashRefundsCents: 1200,
      payInsCents: 0,
      payOutsCents: 1000,
      dropsCents: 0,
      accountPaymentsCents: 0,
      layawayCashCents: 0,
      specialOrderCashCents: 0,
      expectedCents: 15000 + 3500 - 1200 - 1000,
    });
  });

  it('counts cash paid on trade accounts into the drawer, and lists every payment on account by method', () => {
    const withPayments = buildShiftFigures({
      ...totals,
      accountPayments: [
        { method: 'cheque', count: 1, amountCents: 9000 },
        { method: 'cash', count: 2, amountCents: 4000 },
      ],
    });
    expect(withPayments.accountPayments).toEqual([
      { method: 'cash', count: 2, amountCents: 4000 },
      { method: 'cheque', count: 1, amountCents: 9000 },
    ]);
    expect(withPayments.drawer.accountPaymentsCents).toBe(4000);
    expect(withPayments.drawer.expectedCents).toBe(figures.drawer.expectedCents + 4000);
    expect(withPayments.tenders).toEqual(figures.tenders);
  });
});

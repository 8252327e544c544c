import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accounts } from './chart-of-accounts';
import { accountMovementCents, dailyJournal, emptyDayFigures, journalEntry } from './daily-journal';
import type { JournalDayFigures, RateSales, TenderAmount } from './journal-schemas';

const day = (figures: Partial<JournalDayFigures>): JournalDayFigures => ({
  ...emptyDayFigures('2026-03-10'),
  ...figures,
});

const rows = (figures: JournalDayFigures) =>
  dailyJournal(figures).lines.map((line) => [line.account.code, line.description, line.debitCents, line.creditCents]);

describe('dailyJournal', () => {
  it('posts sales at two rates with a discount, a gift card sold and cash rounding against their tenders', () => {
    // 20 %: gross 1,000, discount 100, tax 180 → 1,080; 0 %: 250. Gift card 500. Rounding +2. Paid 1,832.
    const figures = day({
      sales: [
        { taxRateBps: 2000, grossCents: 1000, discountCents: 100, taxCents: 180 },
        { taxRateBps: 0, grossCents: 250, discountCents: 0, taxCents: 0 },
      ],
      giftCardsSoldCents: 500,
      saleCashRoundingCents: 2,
      saleTenders: [
        { method: 'cash', amountCents: 1000 },
        { method: 'card', amountCents: 832 },
      ],
    });
    expect(rows(figures)).toEqual([
      ['1000', 'Sales paid by Cash', 1000, 0],
      ['1010', 'Sales paid by Card', 832, 0],
      ['2100', 'Tax on sales at 20%', 0, 180],
      ['2200', 'Gift cards sold', 0, 500],
      ['40000', 'Sales at 0%', 0, 250],
      ['4100', 'Discounts and promotions on sales', 100, 0],
      ['42000', 'Sales at 20%', 0, 1000],
      ['4500', 'Cash rounding on sales', 0, 2],
    ]);
    expect(dailyJournal(figures)).toMatchObject({ debitCents: 1932, creditCents: 1932, balanced: true });
  });

  it('posts stored value, trade accounts, loyalty and deposits paying sales to the accounts they came from', () => {
    const figures = day({
      sales: [{ taxRateBps: 825, grossCents: 10_000, discountCents: 0, taxCents: 825 }],
      saleTenders: [
        { method: 'voucher', amountCents: 2000 },
        { method: 'store_credit', amountCents: 1000 },
        { method: 'account', amountCents: 3000 },
        { method: 'loyalty', amountCents: 100 },
        { method: 'layaway', amountCents: 2500 },
        { method: 'special_order', amountCents: 2225 },
      ],
    });
    expect(rows(figures)).toEqual([
      ['1100', 'Sales paid by On account', 3000, 0],
      ['2100', 'Tax on sales at 8.25%', 0, 825],
      ['2200', 'Sales paid by Voucher', 2000, 0],
      ['2210', 'Sales paid by Store credit', 1000, 0],
      ['2220', 'Sales paid by Layaway', 2500, 0],
      ['2230', 'Sales paid by Special order deposit', 2225, 0],
      ['40825', 'Sales at 8.25%', 0, 10_000],
      ['4300', 'Sales paid by Loyalty points', 100, 0],
    ]);
    expect(dailyJournal(figures).balanced).toBe(true);
  });

  it('posts refunds and returns against where the money went back, with their tax and rounding', () => {
    const figures = day({
      refunds: { netCents: 1000, taxCents: 200, cashRoundingCents: -2 },
      refundTenders: [
        { method: 'cash', amountCents: 698 },
        { method: 'store_credit', amountCents: 500 },
      ],
    });
    expect(rows(figures)).toEqual([
      ['1000', 'Refunds paid by Cash', 0, 698],
      ['2100', 'Tax on refunds and returns', 200, 0],
      ['2210', 'Refunds paid by Store credit', 0, 500],
      ['4200', 'Refunds and returns', 1000, 0],
      ['4500', 'Cash rounding on refunds', 0, 2],
    ]);
    expect(dailyJournal(figures).balanced).toBe(true);
  });

  it('posts deposits, fees, account payments, adjustments, pay-ins and -outs, over/short and cost to both sides', () => {
    const journal = dailyJournal(
      day({
        layawayPayments: [
          { method: 'cash', amountCents: 2000 },
          { method: 'card', amountCents: -1500 },
        ],
        layawayFeesCents: 500,
        specialOrderPayments: [{ method: 'card', amountCents: 1000 }],
        accountPayments: [{ method: 'cheque', amountCents: 4000 }],
        adjustments: { giftCardCents: 0, storeCreditCents: -300 },
        cashMovements: { paidInCents: 1000, paidOutCents: 250 },
        cashOverShortCents: -75,
        costOfGoodsCents: 4200,
      }),
    );
    expect(journal.lines.map((l) => [l.account.code, l.description, l.debitCents, l.creditCents])).toEqual([
      ['1000', 'Layaway payments taken by Cash', 2000, 0],
      ['1000', 'Paid into tills', 1000, 0],
      ['1000', 'Paid out of tills', 0, 250],
      ['1000', 'Cash over/short at shift close', 0, 75],
      ['1010', 'Layaway payments given back by Card', 0, 1500],
      ['1010', 'Special order deposits taken by Card', 1000, 0],
      ['1020', 'Trade account payments by Cheque', 4000, 0],
      ['1100', 'Trade account payments by Cheque', 0, 4000],
      ['1200', 'Cost of goods sold, less returned', 0, 4200],
      ['2210', 'Store credit adjusted', 300, 0],
      ['2220', 'Layaway payments taken by Cash', 0, 2000],
      ['2220', 'Layaway payments given back by Card', 1500, 0],
      ['2220', 'Fees kept on cancelled layaways', 500, 0],
      ['2230', 'Special order deposits taken by Card', 0, 1000],
      ['4400', 'Fees kept on cancelled layaways', 0, 500],
      ['5000', 'Cost of goods sold, less returned', 4200, 0],
      ['6100', 'Cash over/short at shift close', 75, 0],
      ['6200', 'Paid into tills', 0, 1000],
      ['6200', 'Paid out of tills', 250, 0],
      ['6300', 'Store credit adjusted', 0, 300],
    ]);
    expect(journal.balanced).toBe(true);
  });

  it('plugs nothing: tenders a cent short of the sale leave the day a cent out of balance', () => {
    const journal = dailyJournal(
      day({
        sales: [{ taxRateBps: 2000, grossCents: 1000, discountCents: 0, taxCents: 200 }],
        saleTenders: [{ method: 'card', amountCents: 1199 }],
      }),
    );
    expect(journal).toMatchObject({ debitCents: 1199, creditCents: 1200, balanced: false });
    expect(journal.lines.every((line) => line.account.code !== accounts.otherTenders.code)).toBe(true);
  });

  it('an empty day has no lines and balances', () => {
    expect(dailyJournal(emptyDayFigures('2026-03-10'))).toEqual({
      date: '2026-03-10',
      lines: [],
      debitCents: 0,
      creditCents: 0,
      balanced: true,
    });
  });

  it('numbers a journal by its date, and by its store when an export covers several', () => {
    const journal = dailyJournal(emptyDayFigures('2026-03-10'));
    expect(journalEntry(journal, 'My Store')).toMatchObject({
      number: 'TW-20260310',
      narration: 'Tillwise daily journal 2026-03-10 · My Store',
    });
    expect(journalEntry(journal, 'Second Street', '-2').number).toBe('TW-20260310-2');
  });
});

// Random days built the way the till records them: each sale's payments are its lines' totals + gift cards +
// rounding, each refund's tenders its lines' amounts + rounding. Such a day balances, whatever is in it; any cent
// taken off one tender shows.
const methods = ['cash', 'card', 'voucher', 'store_credit', 'account', 'loyalty', 'layaway', 'special_order', 'x'];
const splitArbitrary = (total: number) =>
  fc
    .array(fc.record({ method: fc.constantFrom(...methods), share: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts): TenderAmount[] => {
      const weight = parts.reduce((sum, part) => sum + part.share, 0);
      let left = total;
      return parts.map((part, index) => {
        const amountCents = index === parts.length - 1 ? left : Math.floor((total * part.share) / weight);
        left -= amountCents;
        return { method: part.method, amountCents };
      });
    });
const lineArbitrary = fc.record({
  taxRateBps: fc.constantFrom(0, 500, 825, 1000, 2000),
  grossCents: fc.integer({ min: 0, max: 50_000 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
});
const saleArbitrary = fc
  .record({
    lines: fc.array(lineArbitrary, { minLength: 0, maxLength: 4 }),
    giftCardsCents: fc.integer({ min: 0, max: 20_000 }),
    roundingCents: fc.integer({ min: -2, max: 2 }),
  })
  .chain((sale) => {
    const lines: RateSales[] = sale.lines.map((line) => {
      const discountCents = Math.floor((line.grossCents * line.discountPercent) / 100);
      return {
        taxRateBps: line.taxRateBps,
        grossCents: line.grossCents,
        discountCents,
        taxCents: Math.round(((line.grossCents - discountCents) * line.taxRateBps) / 10_000),
      };
    });
    const total =
      lines.reduce((sum, line) => sum + line.grossCents - line.discountCents + line.taxCents, 0) +
      sale.giftCardsCents +
      sale.roundingCents;
    return splitArbitrary(Math.max(total, 0)).map((tenders) => ({ ...sale, lines, tenders, total }));
  })
  .filter((sale) => sale.total >= 0);
const refundArbitrary = fc
  .record({
    netCents: fc.integer({ min: 0, max: 20_000 }),
    taxCents: fc.integer({ min: 0, max: 4_000 }),
    roundingCents: fc.integer({ min: -2, max: 2 }),
  })
  .filter((refund) => refund.netCents + refund.taxCents + refund.roundingCents >= 0)
  .chain((refund) =>
    splitArbitrary(refund.netCents + refund.taxCents + refund.roundingCents).map((tenders) => ({ ...refund, tenders })),
  );
const heldArbitrary = fc.array(
  fc.record({ method: fc.constantFrom('cash', 'card'), amountCents: fc.integer({ min: -10_000, max: 10_000 }) }),
  { maxLength: 3 },
);
const dayArbitrary = fc
  .record({
    sales: fc.array(saleArbitrary, { maxLength: 6 }),
    refunds: fc.array(refundArbitrary, { maxLength: 3 }),
    layawayPayments: heldArbitrary,
    specialOrderPayments: heldArbitrary,
    accountPayments: heldArbitrary,
    fee: fc.nat(5_000),
    adjust: fc.tuple(fc.integer({ min: -5_000, max: 5_000 }), fc.integer({ min: -5_000, max: 5_000 })),
    cash: fc.tuple(fc.nat(5_000), fc.nat(5_000), fc.integer({ min: -500, max: 500 })),
    cost: fc.integer({ min: -5_000, max: 50_000 }),
  })
  .map((d): JournalDayFigures => ({
    date: '2026-03-10',
    sales: d.sales.flatMap((sale) => sale.lines),
    giftCardsSoldCents: d.sales.reduce((sum, sale) => sum + sale.giftCardsCents, 0),
    saleCashRoundingCents: d.sales.reduce((sum, sale) => sum + sale.roundingCents, 0),
    saleTenders: d.sales.flatMap((sale) => sale.tenders),
    refunds: {
      netCents: d.refunds.reduce((sum, refund) => sum + refund.netCents, 0),
      taxCents: d.refunds.reduce((sum, refund) => sum + refund.taxCents, 0),
      cashRoundingCents: d.refunds.reduce((sum, refund) => sum + refund.roundingCents, 0),
    },
    refundTenders: d.refunds.flatMap((refund) => refund.tenders),
    layawayPayments: d.layawayPayments,
    layawayFeesCents: d.fee,
    specialOrderPayments: d.specialOrderPayments,
    accountPayments: d.accountPayments,
    adjustments: { giftCardCents: d.adjust[0], storeCreditCents: d.adjust[1] },
    cashMovements: { paidInCents: d.cash[0], paidOutCents: d.cash[1] },
    cashOverShortCents: d.cash[2],
    costOfGoodsCents: d.cost,
  }));

describe('dailyJournal, for any day the till could record', () => {
  it('balances, with every line a debit or a credit, never both and never negative', () => {
    fc.assert(
      fc.property(dayArbitrary, (figures) => {
        const journal = dailyJournal(figures);
        expect(journal.balanced).toBe(true);
        expect(journal.debitCents).toBe(journal.creditCents);
        for (const line of journal.lines) {
          expect(line.debitCents >= 0 && line.creditCents >= 0).toBe(true);
          expect(line.debitCents > 0 !== line.creditCents > 0).toBe(true);
        }
      }),
    );
  });

  it('is out of balance by exactly the cents a tender is off', () => {
    fc.assert(
      fc.property(
        dayArbitrary.filter((figures) => figures.saleTenders.length > 0),
        fc.integer({ min: -500, max: 500 }).filter((cents) => cents !== 0),
        (figures, cents) => {
          const [first, ...rest] = figures.saleTenders;
          const journal = dailyJournal({
            ...figures,
            saleTenders: [{ ...first!, amountCents: first!.amountCents + cents }, ...rest],
          });
          expect(journal.balanced).toBe(false);
          expect(journal.debitCents - journal.creditCents).toBe(cents);
        },
      ),
    );
  });

  it('moves tax payable by the tax on sales less the tax refunded', () => {
    fc.assert(
      fc.property(dayArbitrary, (figures) => {
        const tax = figures.sales.reduce((sum, rate) => sum + rate.taxCents, 0) - figures.refunds.taxCents;
        expect(0 - accountMovementCents(dailyJournal(figures), accounts.salesTax.code)).toBe(tax);
      }),
    );
  });
});

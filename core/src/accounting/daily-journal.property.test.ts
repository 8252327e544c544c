import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accounts } from './chart-of-accounts';
import { accountMovementCents, dailyJournal } from './daily-journal';
import type { JournalDayFigures, RateSales, TenderAmount } from './journal-schemas';

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

import { describe, expect, it } from 'vitest';
import { accounts } from './chart-of-accounts';
import { dailyJournal, emptyDayFigures, journalEntry } from './daily-journal';
import type { JournalDayFigures } from './journal-schemas';

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

import { accounts, ratePercentText, salesAccount, tenderAccount, tenderLabel } from './chart-of-accounts';
import type { Account } from './chart-of-accounts';
import type { DayJournal, JournalDayFigures, JournalEntry, JournalLine, TenderAmount } from './journal-schemas';

// Each posting is a signed amount on an account: + debit, − credit. A sale posts its lines' gross, discount and
// tax, its gift cards and cash rounding on one side and its payments on the other, so the day balances exactly when
// every sale's payments add up to what it recorded — and a refund's tenders to its lines and rounding. The other
// flows (deposits, fees, account payments, adjustments, pay-ins, over/short, cost) are each posted to both of their
// accounts. No line is ever worked out as a difference: figures that do not add up show as an unbalanced day.

interface Posting {
  account: Account;
  description: string;
  cents: number;
}

function postings(figures: JournalDayFigures): Posting[] {
  const out: Posting[] = [];
  const post = (account: Account, description: string, cents: number) => {
    if (cents !== 0) out.push({ account, description, cents });
  };
  const both = (debit: Account, credit: Account, description: string, cents: number) => {
    post(debit, description, cents);
    post(credit, description, -cents);
  };

  for (const rate of figures.sales) {
    post(salesAccount(rate.taxRateBps), `Sales at ${ratePercentText(rate.taxRateBps)}`, -rate.grossCents);
    post(accounts.salesTax, `Tax on sales at ${ratePercentText(rate.taxRateBps)}`, -rate.taxCents);
  }
  post(
    accounts.discounts,
    'Discounts and promotions on sales',
    figures.sales.reduce((sum, rate) => sum + rate.discountCents, 0),
  );
  post(accounts.giftCards, 'Gift cards sold', -figures.giftCardsSoldCents);
  post(accounts.cashRounding, 'Cash rounding on sales', -figures.saleCashRoundingCents);
  for (const tender of figures.saleTenders) {
    post(tenderAccount(tender.method), `Sales paid by ${tenderLabel(tender.method)}`, tender.amountCents);
  }

  post(accounts.refunds, 'Refunds and returns', figures.refunds.netCents);
  post(accounts.salesTax, 'Tax on refunds and returns', figures.refunds.taxCents);
  post(accounts.cashRounding, 'Cash rounding on refunds', figures.refunds.cashRoundingCents);
  for (const tender of figures.refundTenders) {
    post(tenderAccount(tender.method), `Refunds paid by ${tenderLabel(tender.method)}`, -tender.amountCents);
  }

  const held = (payments: readonly TenderAmount[], liability: Account, what: string) => {
    for (const payment of payments) {
      const description = `${what} ${payment.amountCents > 0 ? 'taken' : 'given back'} by ${tenderLabel(payment.method)}`;
      both(tenderAccount(payment.method), liability, description, payment.amountCents);
    }
  };
  held(figures.layawayPayments, accounts.layawayDeposits, 'Layaway payments');
  both(accounts.layawayDeposits, accounts.layawayFees, 'Fees kept on cancelled layaways', figures.layawayFeesCents);
  held(figures.specialOrderPayments, accounts.specialOrderDeposits, 'Special order deposits');
  for (const payment of figures.accountPayments) {
    const description = `Trade account payments by ${tenderLabel(payment.method)}`;
    both(tenderAccount(payment.method), accounts.receivable, description, payment.amountCents);
  }

  const { giftCardCents, storeCreditCents } = figures.adjustments;
  both(accounts.storedValueAdjustments, accounts.giftCards, 'Gift card balances adjusted', giftCardCents);
  both(accounts.storedValueAdjustments, accounts.storeCredit, 'Store credit adjusted', storeCreditCents);
  both(accounts.cash, accounts.tillPayInsOuts, 'Paid into tills', figures.cashMovements.paidInCents);
  both(accounts.tillPayInsOuts, accounts.cash, 'Paid out of tills', figures.cashMovements.paidOutCents);
  both(accounts.cash, accounts.overShort, 'Cash over/short at shift close', figures.cashOverShortCents);
  both(accounts.costOfGoods, accounts.inventory, 'Cost of goods sold, less returned', figures.costOfGoodsCents);
  return out;
}

/**
 * A store's business day as a double-entry journal: one line per account and description, a debit or a credit
 * (never both), in account code order. Its debits equal its credits exactly when the recorded figures keep their
 * own invariants (a sale's payments are its total); `balanced` says whether they did, since nothing is plugged.
 */
export function dailyJournal(figures: JournalDayFigures): DayJournal {
  const merged = new Map<string, Posting>();
  for (const posting of postings(figures)) {
    const key = `${posting.account.code}\u0000${posting.account.name}\u0000${posting.description}`;
    const existing = merged.get(key);
    if (existing) existing.cents += posting.cents;
    else merged.set(key, { ...posting });
  }
  const lines: JournalLine[] = [...merged.values()]
    .filter((posting) => posting.cents !== 0)
    .sort((a, b) => (a.account.code < b.account.code ? -1 : a.account.code > b.account.code ? 1 : 0))
    .map(({ account, description, cents }) => ({
      account,
      description,
      debitCents: Math.max(cents, 0),
      creditCents: Math.max(-cents, 0),
    }));
  const debitCents = lines.reduce((sum, line) => sum + line.debitCents, 0);
  const creditCents = lines.reduce((sum, line) => sum + line.creditCents, 0);
  return { date: figures.date, lines, debitCents, creditCents, balanced: debitCents === creditCents };
}

/** A day with nothing recorded: the figures every builder starts from. */
export function emptyDayFigures(date: string): JournalDayFigures {
  return {
    date,
    sales: [],
    giftCardsSoldCents: 0,
    saleCashRoundingCents: 0,
    saleTenders: [],
    refunds: { netCents: 0, taxCents: 0, cashRoundingCents: 0 },
    refundTenders: [],
    layawayPayments: [],
    layawayFeesCents: 0,
    specialOrderPayments: [],
    accountPayments: [],
    adjustments: { giftCardCents: 0, storeCreditCents: 0 },
    cashMovements: { paidInCents: 0, paidOutCents: 0 },
    cashOverShortCents: 0,
    costOfGoodsCents: 0,
  };
}

/** A journal's net movement on an account over its lines: debits − credits. */
export function accountMovementCents(journal: Pick<DayJournal, 'lines'>, code: string): number {
  return journal.lines
    .filter((line) => line.account.code === code)
    .reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
}

/**
 * A day's journal as exported: numbered TW-yyyyMMdd (with the store's place in the export after it when the export
 * covers several stores) and narrated with the date and store, so each store's day imports as a journal of its own.
 */
export function journalEntry(journal: DayJournal, storeName: string, storeSuffix = ''): JournalEntry {
  return {
    ...journal,
    number: `TW-${journal.date.replaceAll('-', '')}${storeSuffix}`,
    narration: `Tillwise daily journal ${journal.date} · ${storeName}`,
  };
}

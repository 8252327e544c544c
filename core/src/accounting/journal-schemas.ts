import { z } from 'zod';
import { reportStoreSchema } from '../store/store-schemas';
import { refusal } from '../i18n/core-message';
import { reportMessages } from '../report/report-messages';
import { accountingMessages } from './accounting-messages';
import type { Account } from './chart-of-accounts';

export const journalFormats = ['generic', 'xero', 'quickbooks'] as const;
export type JournalFormat = (typeof journalFormats)[number];
export const journalFormatLabels: Record<JournalFormat, string> = {
  generic: 'Generic double-entry',
  xero: 'Xero',
  quickbooks: 'QuickBooks Online',
};

/** The longest range one export covers, in days (both ends included): a year, a leap one too. */
export const maxJournalDays = 366;

const dateText = z.iso.date(refusal(reportMessages.dateLike));
const daysIn = (range: { from: string; to: string }) =>
  (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;

/** The accounting export's query: business days from–to, the file's format, and the store (as a report tab's). */
export const journalQuerySchema = z
  .object({
    from: dateText,
    to: dateText,
    format: z.enum(journalFormats, refusal(accountingMessages.chooseFormat)).default('generic'),
    store: reportStoreSchema.optional(),
  })
  .refine((range) => range.from <= range.to, { path: ['to'], ...refusal(reportMessages.endBeforeStart) })
  .refine((range) => daysIn(range) <= maxJournalDays, {
    path: ['from'],
    ...refusal(accountingMessages.rangeTooLong, { max: maxJournalDays }),
  });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

/** Money by tender method: + taken in, − paid out. */
export interface TenderAmount {
  method: string;
  amountCents: number;
}

/** A tax rate's sales on a day, as their lines recorded them (gross − discount + tax = what the lines cost). */
export interface RateSales {
  taxRateBps: number;
  /** Before discounts and tax: each line's total − tax + discount. */
  grossCents: number;
  discountCents: number;
  taxCents: number;
}

/** Everything one store recorded on one business day that moves money or goods' value. */
export interface JournalDayFigures {
  date: string;
  sales: RateSales[];
  /** Gift cards sold or reloaded in sales. */
  giftCardsSoldCents: number;
  /** What cash rounding added to sales (negative when rounded down). */
  saleCashRoundingCents: number;
  /** Every sale's payments by method: for each sale they add up to its total + gift cards + cash rounding. */
  saleTenders: TenderAmount[];
  /** Refunds and returns without receipt: their lines' amounts less tax, the tax, and their cash rounding. */
  refunds: { netCents: number; taxCents: number; cashRoundingCents: number };
  /** Where refunds and returns paid the money back (positive amounts). */
  refundTenders: TenderAmount[];
  /** Layaway deposits and instalments (+) and money given back on cancelling (−), by method. */
  layawayPayments: TenderAmount[];
  /** What cancelled layaways kept as a fee. */
  layawayFeesCents: number;
  /** Special orders' deposits (+) and deposits given back (−), by method. */
  specialOrderPayments: TenderAmount[];
  /** Payments onto trade accounts, by method (cash, card, cheque). */
  accountPayments: TenderAmount[];
  /** Balances changed by hand: + added to what customers hold, − taken off. */
  adjustments: { giftCardCents: number; storeCreditCents: number };
  cashMovements: { paidInCents: number; paidOutCents: number };
  /** Closed shifts' counted − expected cash (+ over, − short). */
  cashOverShortCents: number;
  /** Cost of goods sold less that of goods refunded or returned. */
  costOfGoodsCents: number;
}

/** One line of a journal: a debit or a credit, never both, never negative. */
export interface JournalLine {
  account: Account;
  description: string;
  debitCents: number;
  creditCents: number;
}

/** A day's journal and its totals; balanced says whether the recorded figures' debits equal their credits. */
export interface DayJournal {
  date: string;
  lines: JournalLine[];
  debitCents: number;
  creditCents: number;
  balanced: boolean;
}

/** A day's journal as it is exported: numbered and narrated (one per store and business day). */
export interface JournalEntry extends DayJournal {
  number: string;
  narration: string;
}

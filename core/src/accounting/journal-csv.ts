import { minorToCsvDecimal } from '../money/money';
import type { CsvTable } from '../report/report-csv';
import { accounts } from './chart-of-accounts';
import type { JournalEntry, JournalFormat } from './journal-schemas';

// The journal as the three CSV files it is exported as. Dates come in 'yyyy-MM-dd'; each format writes them its
// own way. Amounts are decimals without a currency sign, with the store currency's minor digits (minorToCsvDecimal:
// "12.34" in dollars, "1200" in yen); a column left empty is an empty string.

const dayOf = (date: string) => date.slice(8, 10);
const monthOf = (date: string) => date.slice(5, 7);
const yearOf = (date: string) => date.slice(0, 4);
/** An amount in a debit or credit column: empty when there is none. */
const money = (cents: number, currency: string) => (cents === 0 ? '' : minorToCsvDecimal(cents, currency));

/** Any ledger: one row per line with its account code and name, a debit or a credit. */
export function genericJournalCsv(entries: readonly JournalEntry[], currency = 'USD'): CsvTable {
  return {
    fields: ['Date', 'Journal', 'Account code', 'Account', 'Description', 'Debit', 'Credit'],
    rows: entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.date,
        entry.number,
        line.account.code,
        line.account.name,
        line.description,
        money(line.debitCents, currency),
        money(line.creditCents, currency),
      ]),
    ),
  };
}

/**
 * Xero's tax rate for lines that carry no tax of their own (the journal posts tax to its own account), named as
 * Xero names it in the store's region: VAT (UK), GST (Australia, New Zealand), else the US "Tax Exempt".
 */
export function xeroNoTaxRate(taxName: string): string {
  if (/\bvat\b/i.test(taxName)) return 'No VAT';
  if (/\bgst\b/i.test(taxName)) return 'No GST';
  return 'Tax Exempt';
}

/**
 * Xero's manual journal import: lines with the same narration and date are one journal; a positive amount is a
 * debit, a negative one a credit; the date dd/mm/yyyy; the account by its code.
 */
export function xeroJournalCsv(entries: readonly JournalEntry[], taxRate: string, currency = 'USD'): CsvTable {
  return {
    fields: [
      '*Narration',
      '*Date',
      'Description',
      '*AccountCode',
      '*TaxRate',
      '*Amount',
      'TrackingName1',
      'TrackingOption1',
      'TrackingName2',
      'TrackingOption2',
    ],
    rows: entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.narration,
        `${dayOf(entry.date)}/${monthOf(entry.date)}/${yearOf(entry.date)}`,
        line.description,
        line.account.code,
        taxRate,
        minorToCsvDecimal(line.debitCents - line.creditCents, currency),
        '',
        '',
        '',
        '',
      ]),
    ),
  };
}

/** The customer QuickBooks Online needs on lines to Accounts receivable: the trade accounts, summed for the day. */
export const quickBooksReceivableName = 'Tillwise trade accounts';

/**
 * QuickBooks Online's journal entry import: lines with the same JournalNo are one entry; the date MM/dd/yyyy; the
 * account by its name (QuickBooks imports with account numbers turned off); debits and credits in their own columns.
 */
export function quickBooksJournalCsv(entries: readonly JournalEntry[], currency = 'USD'): CsvTable {
  return {
    fields: ['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name'],
    rows: entries.flatMap((entry) =>
      entry.lines.map((line) => [
        entry.number,
        `${monthOf(entry.date)}/${dayOf(entry.date)}/${yearOf(entry.date)}`,
        line.account.name,
        money(line.debitCents, currency),
        money(line.creditCents, currency),
        line.description,
        line.account.code === accounts.receivable.code ? quickBooksReceivableName : '',
      ]),
    ),
  };
}

/**
 * The journal in the asked-for format; taxName is the store's (it names Xero's no-tax rate), currency the one its
 * stores trade in.
 */
export function journalCsv(
  format: JournalFormat,
  entries: readonly JournalEntry[],
  taxName: string,
  currency = 'USD',
): CsvTable {
  if (format === 'xero') return xeroJournalCsv(entries, xeroNoTaxRate(taxName), currency);
  if (format === 'quickbooks') return quickBooksJournalCsv(entries, currency);
  return genericJournalCsv(entries, currency);
}

/** The file's name: tillwise-journal-<format>-<from>-to-<to>.csv */
export const journalFileName = (format: JournalFormat, from: string, to: string) =>
  `tillwise-journal-${format}-${from}-to-${to}.csv`;

import { describe, expect, it } from 'vitest';
import { dailyJournal, emptyDayFigures, journalEntry } from './daily-journal';
import {
  genericJournalCsv,
  journalCsv,
  journalFileName,
  quickBooksJournalCsv,
  xeroJournalCsv,
  xeroNoTaxRate,
} from './journal-csv';

// A sale of 1,200 (1,000 + 200 tax) paid 700 on a trade account and 500 by card, on 10 March 2026.
const entry = journalEntry(
  dailyJournal({
    ...emptyDayFigures('2026-03-10'),
    sales: [{ taxRateBps: 2000, grossCents: 1000, discountCents: 0, taxCents: 200 }],
    saleTenders: [
      { method: 'account', amountCents: 700 },
      { method: 'card', amountCents: 500 },
    ],
  }),
  'My Store',
);

describe('journal CSVs', () => {
  it('generic: date, journal, account code and name, description, debit or credit', () => {
    expect(genericJournalCsv([entry])).toEqual({
      fields: ['Date', 'Journal', 'Account code', 'Account', 'Description', 'Debit', 'Credit'],
      rows: [
        ['2026-03-10', 'TW-20260310', '1010', 'Card clearing', 'Sales paid by Card', '5.00', ''],
        [
          '2026-03-10',
          'TW-20260310',
          '1100',
          'Accounts receivable (trade accounts)',
          'Sales paid by On account',
          '7.00',
          '',
        ],
        ['2026-03-10', 'TW-20260310', '2100', 'Sales tax payable', 'Tax on sales at 20%', '', '2.00'],
        ['2026-03-10', 'TW-20260310', '42000', 'Sales – 20%', 'Sales at 20%', '', '10.00'],
      ],
    });
  });

  it("Xero: the manual journal import's columns, dd/mm/yyyy, debits positive and credits negative", () => {
    const csv = xeroJournalCsv([entry], 'Tax Exempt');
    expect(csv.fields).toEqual([
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
    ]);
    expect(csv.rows.map((row) => row.slice(0, 6))).toEqual([
      [
        'Tillwise daily journal 2026-03-10 · My Store',
        '10/03/2026',
        'Sales paid by Card',
        '1010',
        'Tax Exempt',
        '5.00',
      ],
      [
        'Tillwise daily journal 2026-03-10 · My Store',
        '10/03/2026',
        'Sales paid by On account',
        '1100',
        'Tax Exempt',
        '7.00',
      ],
      [
        'Tillwise daily journal 2026-03-10 · My Store',
        '10/03/2026',
        'Tax on sales at 20%',
        '2100',
        'Tax Exempt',
        '-2.00',
      ],
      ['Tillwise daily journal 2026-03-10 · My Store', '10/03/2026', 'Sales at 20%', '42000', 'Tax Exempt', '-10.00'],
    ]);
  });

  it('Xero: the no-tax rate is named as in the store’s region', () => {
    expect(xeroNoTaxRate('VAT')).toBe('No VAT');
    expect(xeroNoTaxRate('GST')).toBe('No GST');
    expect(xeroNoTaxRate('Sales Tax')).toBe('Tax Exempt');
    expect(journalCsv('xero', [entry], 'VAT').rows[0]?.[4]).toBe('No VAT');
  });

  it('QuickBooks Online: journal number, MM/dd/yyyy, account by name, a customer on receivable lines', () => {
    expect(quickBooksJournalCsv([entry])).toEqual({
      fields: ['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name'],
      rows: [
        ['TW-20260310', '03/10/2026', 'Card clearing', '5.00', '', 'Sales paid by Card', ''],
        [
          'TW-20260310',
          '03/10/2026',
          'Accounts receivable (trade accounts)',
          '7.00',
          '',
          'Sales paid by On account',
          'Tillwise trade accounts',
        ],
        ['TW-20260310', '03/10/2026', 'Sales tax payable', '', '2.00', 'Tax on sales at 20%', ''],
        ['TW-20260310', '03/10/2026', 'Sales – 20%', '', '10.00', 'Sales at 20%', ''],
      ],
    });
  });

  it('names the file by format and range', () => {
    expect(journalFileName('quickbooks', '2026-03-01', '2026-03-31')).toBe(
      'tillwise-journal-quickbooks-2026-03-01-to-2026-03-31.csv',
    );
    expect(journalCsv('generic', [entry], 'Tax').fields[0]).toBe('Date');
  });
});

describe('journal CSVs in a store of another currency', () => {
  it('writes yen whole: the ¥1,200 sale posts 1000 and 200', () => {
    const rows = genericJournalCsv([entry], 'JPY').rows;
    expect(rows.map((row) => [row[5], row[6]])).toEqual([
      ['500', ''],
      ['700', ''],
      ['', '200'],
      ['', '1000'],
    ]);
    expect(xeroJournalCsv([entry], 'Tax Exempt', 'JPY').rows.map((row) => row[5])).toEqual([
      '500',
      '700',
      '-200',
      '-1000',
    ]);
    expect(journalCsv('quickbooks', [entry], 'Tax', 'JPY').rows.map((row) => [row[3], row[4]])).toEqual([
      ['500', ''],
      ['700', ''],
      ['', '200'],
      ['', '1000'],
    ]);
  });

  it('writes dinars with three decimals: a 1.200 KD sale posts 1.000 and 0.200', () => {
    expect(journalCsv('xero', [entry], 'Tax', 'KWD').rows.map((row) => row[5])).toEqual([
      '0.500',
      '0.700',
      '-0.200',
      '-1.000',
    ]);
    expect(journalCsv('generic', [entry], 'Tax', 'KWD').rows[3]?.[6]).toBe('1.000');
  });
});

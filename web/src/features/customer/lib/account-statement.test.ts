import { describe, expect, it } from 'vitest';
import type { AccountEntry, TradeAccount } from '@tillwise/core/account/account-schemas';
import { entryDetail, signedMoney, statementCsvTable, statementFileName } from './account-statement';

const entry = (overrides: Partial<AccountEntry>): AccountEntry => ({
  id: 'e1',
  kind: 'invoice',
  amountCents: 12_500,
  balanceAfterCents: 12_500,
  date: '2026-11-02',
  dueDate: '2026-12-02',
  openCents: 2_500,
  orderId: 'o1',
  orderNumber: 'ORD-1001',
  refundNumber: null,
  method: null,
  reference: '',
  at: '2026-11-02T10:00:00.000Z',
  storeName: 'Main Street',
  staffName: 'Sam',
  ...overrides,
});

const payment = entry({
  id: 'e2',
  kind: 'payment',
  amountCents: -10_000,
  balanceAfterCents: 2_500,
  date: '2026-11-20',
  dueDate: null,
  openCents: null,
  orderId: null,
  orderNumber: null,
  method: 'cheque',
  reference: '004512',
});

const account: TradeAccount = {
  openInvoices: [],
  customerId: 'c1',
  customerName: 'Oak & Ash Landscaping',
  creditLimitCents: 50_000,
  termsDays: 30,
  balanceCents: 2_500,
  availableCents: 47_500,
  statement: {
    from: '2026-11-01',
    to: '2026-11-30',
    openingBalanceCents: 0,
    closingBalanceCents: 2_500,
    entries: [entry({}), payment],
    ageing: { current: 2_500, days30: 0, days60: 0, days90: 0 },
  },
};

describe('account statement', () => {
  it('names an invoice by its sale and a payment by its method and reference', () => {
    expect(entryDetail(entry({}))).toBe('ORD-1001');
    expect(entryDetail(entry({ kind: 'refund', orderNumber: null, refundNumber: 'REF-7' }))).toBe('REF-7');
    expect(entryDetail(payment)).toBe('Cheque · 004512');
    expect(entryDetail({ ...payment, method: 'cash', reference: '' })).toBe('Cash');
  });

  it('signs amounts: + owed, − paid', () => {
    expect(signedMoney(12_500)).toBe('+$125.00');
    expect(signedMoney(-10_000)).toBe('−$100.00');
  });

  it('exports the opening balance, each entry and the closing balance', () => {
    expect(statementCsvTable(account)).toEqual({
      fields: ['Date', 'Entry', 'Detail', 'Due date', 'Open', 'Amount', 'Balance'],
      rows: [
        ['2026-11-01', 'Opening balance', '', '', '', '', '0.00'],
        ['2026-11-02', 'Invoice', 'ORD-1001', '2026-12-02', '25.00', '125.00', '125.00'],
        ['2026-11-20', 'Payment', 'Cheque · 004512', '', '', '-100.00', '25.00'],
        ['2026-11-30', 'Closing balance', '', '', '', '', '25.00'],
      ],
    });
    expect(statementFileName(account)).toBe('statement-oak-ash-landscaping-2026-11-01-to-2026-11-30.csv');
  });

  it('writes amounts with the store currency’s minor digits: yen whole, dinars with three decimals', () => {
    expect(statementCsvTable(account, 'JPY').rows[1]).toEqual([
      '2026-11-02',
      'Invoice',
      'ORD-1001',
      '2026-12-02',
      '2500',
      '12500',
      '12500',
    ]);
    expect(statementCsvTable(account, 'KWD').rows[2]?.slice(5)).toEqual(['-10.000', '2.500']);
  });
});

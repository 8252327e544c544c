import { accountEntryKindLabels, accountPaymentMethodLabels } from '@tillwise/core/account/account-schemas';
import type { AccountEntry, AccountPaymentMethod, TradeAccount } from '@tillwise/core/account/account-schemas';
import { minorToCsvDecimal } from '@tillwise/core/money/money';
import { formatMoney } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';
import type { CsvTable } from '@tillwise/core/report/report-csv';

/**
 * A business day (YYYY-MM-DD) as the person at the screen reads it (Nov 3, 2026; 3 nov. 2026); noon keeps it the
 * same day in every time zone.
 */
export const dayText = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString(sessionLocale(), { month: 'short', day: 'numeric', year: 'numeric' });

/** A moment's day as a history lists it (Nov 03, 2026; 03. Nov. 2026 in German), in the person's language. */
export const historyDay = (at: string) =>
  new Date(at).toLocaleDateString(sessionLocale(), { month: 'short', day: '2-digit', year: 'numeric' });

/** + what the customer owes more, − what they paid or were refunded. */
export const signedMoney = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`);

/**
 * What an entry was: the sale or refund it came from, or how the customer paid and their reference. The method is
 * named in US English unless the screen names it (the CSV is a file format and stays English).
 */
export function entryDetail(
  entry: AccountEntry,
  methodName: (method: AccountPaymentMethod) => string = (method) => accountPaymentMethodLabels[method],
): string {
  if (entry.kind === 'payment') {
    const method = entry.method ? methodName(entry.method) : '';
    return [method, entry.reference].filter(Boolean).join(' · ');
  }
  return entry.orderNumber ?? entry.refundNumber ?? entry.reference;
}

/**
 * The statement as a spreadsheet: the opening balance, every entry, then the closing balance; amounts as plain
 * decimals in the store's currency ("12.50", "1200" yen).
 */
export function statementCsvTable(account: TradeAccount, currency = 'USD'): CsvTable {
  const { statement } = account;
  const money = (minor: number) => minorToCsvDecimal(minor, currency);
  return {
    fields: ['Date', 'Entry', 'Detail', 'Due date', 'Open', 'Amount', 'Balance'],
    rows: [
      [statement.from, 'Opening balance', '', '', '', '', money(statement.openingBalanceCents)],
      ...statement.entries.map((entry) => [
        entry.date,
        accountEntryKindLabels[entry.kind],
        entryDetail(entry),
        entry.dueDate ?? '',
        entry.openCents === null ? '' : money(entry.openCents),
        money(entry.amountCents),
        money(entry.balanceAfterCents),
      ]),
      [statement.to, 'Closing balance', '', '', '', '', money(statement.closingBalanceCents)],
    ],
  };
}

/** The CSV's file name: the customer and the statement's days, in letters a file system takes anywhere. */
export function statementFileName(account: TradeAccount): string {
  const name = account.customerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `statement-${name || 'customer'}-${account.statement.from}-to-${account.statement.to}.csv`;
}

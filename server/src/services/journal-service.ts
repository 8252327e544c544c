import { dailyJournal, emptyDayFigures, journalEntry } from '@tillwise/core/accounting/daily-journal';
import { journalCsv, journalFileName } from '@tillwise/core/accounting/journal-csv';
import type {
  JournalDayFigures,
  JournalEntry,
  JournalQuery,
  TenderAmount,
} from '@tillwise/core/accounting/journal-schemas';
import type { CsvTable } from '@tillwise/core/report/report-csv';
import type { ReportRange } from '@tillwise/core/report/report-schemas';
import type { Db } from '../db/database';
import { journalFigureRows } from '../db/repositories/journal-repository';
import type { JournalFigureRows } from '../db/repositories/journal-repository';
import * as settingsRepository from '../db/repositories/settings-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** Each store's business days with anything recorded, their figures gathered from the repository's rows. */
function figuresByDay(rows: JournalFigureRows): Map<string, JournalDayFigures> {
  const days = new Map<string, JournalDayFigures>();
  const day = (row: { store_id: string | null; business_date: string | null }) => {
    const key = `${row.store_id}\u0000${row.business_date}`;
    let figures = days.get(key);
    if (!figures) {
      figures = emptyDayFigures(row.business_date ?? '');
      days.set(key, figures);
    }
    return figures;
  };
  const tender = (method: string | null, amount: unknown): TenderAmount => ({
    method: method ?? '',
    amountCents: n(amount as number),
  });

  for (const row of rows.sales) {
    day(row).sales.push({
      taxRateBps: Number(row.tax_rate_bps),
      grossCents: n(row.gross),
      discountCents: n(row.discount),
      taxCents: n(row.tax),
    });
  }
  for (const row of rows.extras) {
    day(row).giftCardsSoldCents += n(row.gift_cards);
    day(row).saleCashRoundingCents += n(row.rounding);
  }
  for (const row of rows.tenders) day(row).saleTenders.push(tender(row.method, row.amount));
  for (const row of rows.refunded) {
    day(row).refunds.netCents += n(row.net);
    day(row).refunds.taxCents += n(row.tax);
  }
  for (const row of rows.refundMoney.rounding) day(row).refunds.cashRoundingCents += n(row.rounding);
  for (const row of rows.refundMoney.tenders) day(row).refundTenders.push(tender(row.method, row.amount));
  for (const row of rows.held.layaways) {
    if (row.kind === 'fee') day(row).layawayFeesCents -= n(row.amount);
    else day(row).layawayPayments.push(tender(row.method, row.amount));
  }
  for (const row of rows.held.specialOrders) day(row).specialOrderPayments.push(tender(row.method, row.amount));
  for (const row of rows.payments) day(row).accountPayments.push(tender(row.method, row.amount));
  for (const row of rows.adjusted.giftCards) day(row).adjustments.giftCardCents += n(row.amount);
  for (const row of rows.adjusted.storeCredit) day(row).adjustments.storeCreditCents += n(row.amount);
  for (const row of rows.cash.movements) {
    if (row.kind === 'pay_in') day(row).cashMovements.paidInCents += n(row.amount);
    else day(row).cashMovements.paidOutCents += n(row.amount);
  }
  for (const row of rows.cash.shifts) day(row).cashOverShortCents += n(row.amount);
  for (const row of rows.cost) day(row).costOfGoodsCents += n(row.cost);
  return days;
}

/**
 * The accounting export: each store's business days over the range as double-entry journals, store by store in
 * the scope's order and day by day; a day with nothing to post has none. An export of several stores numbers each
 * store's journals apart (TW-yyyyMMdd-<its place>).
 */
export async function getJournal(db: Db, scope: ReportScope, range: ReportRange): Promise<JournalEntry[]> {
  const days = figuresByDay(await journalFigureRows(db, storeIdsOf(scope), range));
  return scope.stores.flatMap((store, index) =>
    [...days.entries()]
      .filter(([key]) => key.startsWith(`${store.id}\u0000`))
      .map(([, figures]) => dailyJournal(figures))
      .filter((journal) => journal.lines.length > 0)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((journal) => journalEntry(journal, store.name, scope.stores.length > 1 ? `-${index + 1}` : '')),
  );
}

/** The tax name the export's stores share (it names Xero's no-tax rate), or the generic one when they differ. */
async function journalTaxName(db: Db, scope: ReportScope): Promise<string> {
  const rows = await Promise.all(storeIdsOf(scope).map((id) => settingsRepository.findStoreRow(db, id)));
  const names = new Set(rows.map((row) => row?.tax_name ?? 'Tax'));
  return names.size === 1 ? ([...names][0] ?? 'Tax') : 'Tax';
}

/** The journal over the query's range as a CSV in the format asked for, and the name to download it as. */
export async function exportJournal(
  db: Db,
  scope: ReportScope,
  { from, to, format }: JournalQuery,
): Promise<{ fileName: string; table: CsvTable }> {
  const [entries, taxName] = await Promise.all([getJournal(db, scope, { from, to }), journalTaxName(db, scope)]);
  // A scope's stores all trade in one currency: a chain's figures are never added up across currencies.
  const currency = scope.stores[0]?.currency ?? 'USD';
  return { fileName: journalFileName(format, from, to), table: journalCsv(format, entries, taxName, currency) };
}

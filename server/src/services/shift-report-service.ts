import { businessDate } from '@tillwise/core/report/business-date';
import { buildShiftFigures } from '@tillwise/core/shift/shift-figures';
import type {
  ShiftListQuery,
  ShiftPage,
  ShiftReport,
  ZChainCheck,
  ZReport,
  ZReportListQuery,
  ZReportPage,
} from '@tillwise/core/shift/shift-schemas';
import { verifyZChain } from '@tillwise/core/shift/z-report';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import * as shiftRepository from '../db/repositories/shift-repository';
import * as shiftTotalsRepository from '../db/repositories/shift-totals-repository';
import * as cashMovementRepository from '../db/repositories/cash-movement-repository';
import * as zReportRepository from '../db/repositories/z-report-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { forbidden, notFound } from '../lib/errors';
import { getPreferences } from './settings-preference-service';
import { getStoreTimeZone } from './settings-service';
import { toCashMovement, toShift, toZReport } from './shift-mapper';
import { shiftRefusals } from './shift-messages';

const seesAllShifts = (staff: StaffMember) => can(staff.role, 'shifts:manage');

/**
 * The X report: a shift's figures so far without closing it. Until the drawer is counted, a blind count keeps the
 * drawer's cash (and the cash tender) from its counter; managers, and stores that show the expected cash, see all.
 */
export async function getShiftReport(
  db: Db,
  storeId: string,
  id: string,
  staff: StaffMember,
  now: Date,
): Promise<ShiftReport> {
  const row = await shiftRepository.findShift(db, id);
  if (!row || row.till_store_id !== storeId) throw notFound(saying(shiftRefusals.notFound));
  if (!seesAllShifts(staff) && row.opened_by !== staff.id) throw forbidden(saying(shiftRefusals.onlyOwnShifts));
  const [totals, movements, parked, { cash }, zone] = await Promise.all([
    shiftTotalsRepository.findShiftTotals(db, id, row.opening_float_cents),
    cashMovementRepository.findCashMovements(db, id),
    shiftRepository.findParkedSalesOfTill(db, row.till_id),
    getPreferences(db),
    getStoreTimeZone(db, storeId),
  ]);
  const figures = buildShiftFigures(totals);
  const cashHidden = row.status === 'open' && !cash.showExpectedCash && !seesAllShifts(staff);
  return {
    shift: toShift(row, businessDate(now, zone)),
    figures: cashHidden
      ? { ...figures, drawer: null, tenders: figures.tenders.filter((tender) => tender.method !== 'cash') }
      : figures,
    cashHidden,
    movements: movements.map(toCashMovement),
    parkedSales: parked.map((sale) => ({ id: sale.id, number: sale.number, totalCents: sale.total_cents })),
    generatedAt: now.toISOString(),
  };
}

/** The store's shifts newest first: a cashier's own, or every shift for managers and admins. */
export async function listShifts(
  db: Db,
  storeId: string,
  query: ShiftListQuery,
  staff: StaffMember,
  now: Date,
): Promise<ShiftPage> {
  const [{ rows, total }, zone] = await Promise.all([
    shiftRepository.searchShifts(db, {
      storeId,
      tillId: query.tillId,
      status: query.status,
      needsReview: query.needsReview,
      openedBy: seesAllShifts(staff) ? undefined : staff.id,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    getStoreTimeZone(db, storeId),
  ]);
  const today = businessDate(now, zone);
  return { items: rows.map((row) => toShift(row, today)), total, page: query.page, pageSize: query.pageSize };
}

/** The store's Z reports newest first, by till and business date: a cashier's own shifts, or all for managers. */
export async function listZReports(
  db: Db,
  storeId: string,
  query: ZReportListQuery,
  staff: StaffMember,
): Promise<ZReportPage> {
  const { rows, total } = await zReportRepository.searchZReports(db, {
    storeId,
    tillId: query.tillId,
    from: query.from,
    to: query.to,
    openedBy: seesAllShifts(staff) ? undefined : staff.id,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toZReport), total, page: query.page, pageSize: query.pageSize };
}

/** One Z report, to view or reprint. */
export async function getZReport(db: Db, id: string, staff: StaffMember): Promise<ZReport> {
  const row = await zReportRepository.findZReport(db, id);
  if (!row) throw notFound(saying(shiftRefusals.zReportNotFound));
  if (!seesAllShifts(staff)) {
    const shift = await shiftRepository.findShiftRow(db, row.shift_id);
    if (shift?.opened_by !== staff.id) throw forbidden(saying(shiftRefusals.onlyOwnZReports));
  }
  return toZReport(row);
}

/** Checks every till's Z chain: numbered without gaps, each hash over its own figures and the one before. */
export async function verifyZChains(db: Db): Promise<ZChainCheck> {
  const rows = await zReportRepository.findZChains(db);
  const tills = new Map<string, { name: string; reports: Parameters<typeof verifyZChain>[0][number][] }>();
  for (const row of rows) {
    const till = tills.get(row.till_id) ?? { name: row.till_name, reports: [] };
    till.reports.push({ sequence: row.sequence, body: row.body, previousHash: row.previous_hash, hash: row.hash });
    tills.set(row.till_id, till);
  }
  const results = [...tills].map(([id, till]) => {
    const check = verifyZChain(till.reports);
    return {
      till: { id, name: till.name },
      ok: check.ok,
      checked: check.checked,
      brokenAt: check.ok ? null : check.brokenAt,
      problem: check.ok ? null : check.problem,
    };
  });
  return {
    ok: results.every((result) => result.ok),
    checked: results.reduce((sum, result) => sum + result.checked, 0),
    tills: results,
  };
}

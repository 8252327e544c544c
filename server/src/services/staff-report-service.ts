import { averageCents } from '@tillwise/core/report/report-maths';
import type { ReportRange, StaffReport } from '@tillwise/core/report/report-schemas';
import type { Role } from '@tillwise/core/staff/permissions';
import type { Db } from '../db/database';
import * as reportRepository from '../db/repositories/period-report-repository';
import { storeIdsOf } from './period-report-service';
import type { ReportScope } from './period-report-service';

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * Staff tab: each seller's transactions, sales (after discounts, before tax) and average sale over the range, in
 * the scope's stores.
 */
export async function getStaffReport(db: Db, scope: ReportScope, { from, to }: ReportRange): Promise<StaffReport> {
  const rows = await reportRepository.staffTotals(db, storeIdsOf(scope), from, to);
  return {
    staff: rows.map((row) => ({
      userId: row.id,
      name: row.name,
      role: row.role as Role,
      transactions: n(row.transactions),
      salesCents: n(row.sales_cents),
      averageSaleCents: averageCents(n(row.sales_cents), n(row.transactions)),
    })),
  };
}

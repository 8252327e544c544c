import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, ZReportsTable } from '../schema';

type Executor = Db | Transaction<Database>;
const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export async function insertZReport(db: Executor, report: Insertable<ZReportsTable>) {
  await db.insertInto('z_reports').values(report).execute();
}

/** A till's newest Z report: the one the next Z chains to. */
export function findLastZReport(db: Executor, tillId: string) {
  return db
    .selectFrom('z_reports')
    .selectAll()
    .where('till_id', '=', tillId)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Z reports beside their shift and its approver, for the sign-off that comes after the close. */
function zReportsWithShift(db: Executor) {
  return db
    .selectFrom('z_reports')
    .innerJoin('shifts', 'shifts.id', 'z_reports.shift_id')
    .leftJoin('users as approver', 'approver.id', 'shifts.approved_by');
}
const closeReviewColumns = [
  'shifts.needs_review',
  'shifts.counted_by',
  'shifts.recounted_by',
  'shifts.closed_by',
  'shifts.approved_by',
  'shifts.approved_at',
  'approver.name as approved_by_name',
] as const;
export type ZReportRow = NonNullable<Awaited<ReturnType<typeof findZReport>>>;

/** One Z report with its shift's sign-off: who counted, recounted, closed and approved it. */
export function findZReport(db: Executor, id: string) {
  return zReportsWithShift(db)
    .selectAll('z_reports')
    .select(closeReviewColumns)
    .where('z_reports.id', '=', id)
    .executeTakeFirst();
}

export interface ZReportFilter {
  storeId: string;
  tillId?: string;
  /** Only Z reports of shifts opened by this staff member. */
  openedBy?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** Z reports newest first, by till and business date. */
export async function searchZReports(db: Executor, filter: ZReportFilter) {
  let query = zReportsWithShift(db)
    .innerJoin('tills', 'tills.id', 'z_reports.till_id')
    .where('tills.store_id', '=', filter.storeId);
  if (filter.tillId) query = query.where('z_reports.till_id', '=', filter.tillId);
  if (filter.openedBy) query = query.where('shifts.opened_by', '=', filter.openedBy);
  if (filter.from) query = query.where('z_reports.business_date', '>=', filter.from);
  if (filter.to) query = query.where('z_reports.business_date', '<=', filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll('z_reports')
      .select(closeReviewColumns)
      .orderBy('z_reports.created_at', 'desc')
      .orderBy('z_reports.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n(count.total) };
}

/** Every Z report of every till, in chain order, for verification. */
export function findZChains(db: Executor) {
  return db
    .selectFrom('z_reports')
    .innerJoin('tills', 'tills.id', 'z_reports.till_id')
    .select([
      'z_reports.till_id',
      'tills.name as till_name',
      'z_reports.sequence',
      'z_reports.body',
      'z_reports.previous_hash',
      'z_reports.hash',
    ])
    .orderBy('tills.name')
    .orderBy('z_reports.sequence')
    .execute();
}

import type { Insertable, Transaction, Updateable } from 'kysely';
import type { ShiftTotals } from '@tillwise/core/shift/shift-figures';
import type { Db } from '../database';
import { soldStatuses } from '../report-rollups';
import type { CashMovementsTable, Database, ShiftsTable, VoidsTable, ZReportsTable } from '../schema';
import { findShiftReturns } from './return-repository';

type Executor = Db | Transaction<Database>;
const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export async function insertShift(db: Executor, shift: Insertable<ShiftsTable>) {
  await db.insertInto('shifts').values(shift).execute();
}

export async function updateShift(db: Executor, id: string, changes: Updateable<ShiftsTable>) {
  await db.updateTable('shifts').set(changes).where('id', '=', id).execute();
}

export function findShiftRow(db: Executor, id: string) {
  return db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Shifts with the names of the till and of everyone who opened, counted, closed or approved them. */
function shiftsWithNames(db: Executor) {
  return db
    .selectFrom('shifts')
    .innerJoin('tills', 'tills.id', 'shifts.till_id')
    .innerJoin('users as opener', 'opener.id', 'shifts.opened_by')
    .leftJoin('users as counter', 'counter.id', 'shifts.counted_by')
    .leftJoin('users as recounter', 'recounter.id', 'shifts.recounted_by')
    .leftJoin('users as closer', 'closer.id', 'shifts.closed_by')
    .leftJoin('users as approver', 'approver.id', 'shifts.approved_by')
    .leftJoin('z_reports', 'z_reports.shift_id', 'shifts.id')
    .selectAll('shifts')
    .select([
      'tills.name as till_name',
      'tills.store_id as till_store_id',
      'opener.name as opened_by_name',
      'counter.name as counted_by_name',
      'recounter.name as recounted_by_name',
      'closer.name as closed_by_name',
      'approver.name as approved_by_name',
      'z_reports.id as z_report_id',
      'z_reports.sequence as z_sequence',
    ]);
}
export type ShiftRow = NonNullable<Awaited<ReturnType<typeof findShift>>>;

export function findShift(db: Executor, id: string) {
  return shiftsWithNames(db).where('shifts.id', '=', id).executeTakeFirst();
}

/** The shift open or being counted on a till. */
export function findActiveShift(db: Executor, tillId: string) {
  return shiftsWithNames(db)
    .where('shifts.till_id', '=', tillId)
    .where('shifts.status', '<>', 'closed')
    .executeTakeFirst();
}

export interface ShiftFilter {
  storeId: string;
  tillId?: string;
  status?: string;
  openedBy?: string;
  needsReview?: boolean;
  limit: number;
  offset: number;
}

/** Shifts newest first, filtered by till, status, who opened them and whether they wait for review. */
export async function searchShifts(db: Executor, filter: ShiftFilter) {
  let query = shiftsWithNames(db).where('tills.store_id', '=', filter.storeId);
  if (filter.tillId) query = query.where('shifts.till_id', '=', filter.tillId);
  if (filter.status) query = query.where('shifts.status', '=', filter.status);
  if (filter.openedBy) query = query.where('shifts.opened_by', '=', filter.openedBy);
  if (filter.needsReview !== undefined) query = query.where('shifts.needs_review', '=', filter.needsReview ? 1 : 0);
  const [rows, count] = await Promise.all([
    query.orderBy('shifts.opened_at', 'desc').orderBy('shifts.id').limit(filter.limit).offset(filter.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n(count.total) };
}

/** The float the till's last close left in the drawer. */
export async function findLastFloatLeft(db: Executor, tillId: string): Promise<number | null> {
  const row = await db
    .selectFrom('shifts')
    .select('float_left_cents')
    .where('till_id', '=', tillId)
    .where('status', '=', 'closed')
    .orderBy('closed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.float_left_cents ?? null;
}

/**
 * A shift's sums from what was recorded in it: its sales (with the tax of each rate and the payments), its
 * refunds (with the tenders they went back to), its cash movements and its voids.
 */
export async function findShiftTotals(db: Executor, shiftId: string, openingFloatCents: number): Promise<ShiftTotals> {
  const sold = [...soldStatuses];
  const [sales, salesByRate, payments, receipted, receiptedByRate, receiptedTenders, movements, voids, returns] =
    await Promise.all([
      db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>('subtotal_cents').as('subtotal'),
          eb.fn.sum<number>('discount_cents').as('discount'),
          eb.fn.sum<number>('tax_cents').as('tax'),
          eb.fn.sum<number>('total_cents').as('total'),
        ])
        .where('shift_id', '=', shiftId)
        .where('status', 'in', sold)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select((eb) => [
          'order_lines.tax_rate_bps',
          eb.fn.sum<number>(eb('order_lines.total_cents', '-', eb.ref('order_lines.tax_cents'))).as('net'),
          eb.fn.sum<number>('order_lines.tax_cents').as('tax'),
        ])
        .where('orders.shift_id', '=', shiftId)
        .where('orders.status', 'in', sold)
        .groupBy('order_lines.tax_rate_bps')
        .execute(),
      db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.order_id')
        .select((eb) => [
          'payments.method',
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>('payments.amount_cents').as('amount'),
        ])
        .where('orders.shift_id', '=', shiftId)
        .where('orders.status', 'in', sold)
        .groupBy('payments.method')
        .execute(),
      db
        .selectFrom('refunds')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.sum<number>('amount_cents').as('amount'),
          eb.fn.sum<number>('tax_cents').as('tax'),
        ])
        .where('shift_id', '=', shiftId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('refund_lines')
        .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
        .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
        .select((eb) => [
          'order_lines.tax_rate_bps',
          eb.fn.sum<number>(eb('refund_lines.amount_cents', '-', eb.ref('refund_lines.tax_cents'))).as('net'),
          eb.fn.sum<number>('refund_lines.tax_cents').as('tax'),
        ])
        .where('refunds.shift_id', '=', shiftId)
        .groupBy('order_lines.tax_rate_bps')
        .execute(),
      db
        .selectFrom('refund_tenders')
        .innerJoin('refunds', 'refunds.id', 'refund_tenders.refund_id')
        .select((eb) => [
          'refund_tenders.method',
          // Refunds, not rows: a refund all in cash takes a row from each payment it came out of.
          eb.fn.count<number>('refund_tenders.refund_id').distinct().as('count'),
          eb.fn.sum<number>('refund_tenders.amount_cents').as('amount'),
        ])
        .where('refunds.shift_id', '=', shiftId)
        .groupBy('refund_tenders.method')
        .execute(),
      db
        .selectFrom('cash_movements')
        .select((eb) => ['kind', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_cents').as('amount')])
        .where('shift_id', '=', shiftId)
        .groupBy('kind')
        .execute(),
      db
        .selectFrom('voids')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('shift_id', '=', shiftId)
        .executeTakeFirstOrThrow(),
      findShiftReturns(db, shiftId),
    ]);
  // Returns without receipt count as refunds: the drawer paid the cash out, the tax came back the same way.
  const refunds = {
    count: n(receipted.count) + n(returns.totals.count),
    amount: n(receipted.amount) + n(returns.totals.amount),
    tax: n(receipted.tax) + n(returns.totals.tax),
  };
  const refundsByRate = mergeSums(receiptedByRate, returns.byRate, (row) => row.tax_rate_bps, ['net', 'tax']);
  const refundTenders = mergeSums(receiptedTenders, returns.byTender, (row) => row.method, ['count', 'amount']);
  const rates = new Set([...salesByRate, ...refundsByRate].map((row) => row.tax_rate_bps));
  return {
    openingFloatCents,
    sales: {
      count: n(sales.count),
      subtotalCents: n(sales.subtotal),
      discountCents: n(sales.discount),
      taxCents: n(sales.tax),
      totalCents: n(sales.total),
    },
    refunds: { count: n(refunds.count), amountCents: n(refunds.amount), taxCents: n(refunds.tax) },
    taxByRate: [...rates].map((rateBps) => {
      const sale = salesByRate.find((row) => row.tax_rate_bps === rateBps);
      const refund = refundsByRate.find((row) => row.tax_rate_bps === rateBps);
      return {
        rateBps,
        salesNetCents: n(sale?.net),
        salesTaxCents: n(sale?.tax),
        refundNetCents: n(refund?.net),
        refundTaxCents: n(refund?.tax),
      };
    }),
    payments: payments.map((row) => ({ method: row.method, count: n(row.count), amountCents: n(row.amount) })),
    refundTenders: refundTenders.map((row) => ({
      method: row.method,
      count: n(row.count),
      amountCents: n(row.amount),
    })),
    movements: movements.map((row) => ({ kind: row.kind, count: n(row.count), amountCents: n(row.amount) })),
    voids: n(voids.count),
  };
}

/** Rows of two grouped sums as one, adding the named sums of rows with the same key. */
function mergeSums<Row extends object, Key>(
  first: Row[],
  second: Row[],
  keyOf: (row: Row) => Key,
  sums: (keyof Row)[],
): Row[] {
  const merged = new Map<Key, Row>();
  for (const row of [...first, ...second]) {
    const seen = merged.get(keyOf(row));
    if (!seen) {
      merged.set(keyOf(row), { ...row });
      continue;
    }
    for (const sum of sums) (seen[sum] as number) = n(seen[sum] as number) + n(row[sum] as number);
  }
  return [...merged.values()];
}

export async function insertCashMovement(db: Executor, movement: Insertable<CashMovementsTable>) {
  await db.insertInto('cash_movements').values(movement).execute();
}

export function findCashMovement(db: Executor, id: string) {
  return db.selectFrom('cash_movements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A shift's cash movements in the order they happened, with who made and who approved each. */
export function findCashMovements(db: Executor, shiftId: string) {
  return db
    .selectFrom('cash_movements')
    .innerJoin('users', 'users.id', 'cash_movements.user_id')
    .leftJoin('users as approver', 'approver.id', 'cash_movements.approved_by')
    .selectAll('cash_movements')
    .select(['users.name as user_name', 'approver.name as approved_by_name'])
    .where('cash_movements.shift_id', '=', shiftId)
    .orderBy('cash_movements.created_at')
    .orderBy('cash_movements.id')
    .execute();
}

export async function insertVoid(db: Executor, row: Insertable<VoidsTable>) {
  await db.insertInto('voids').values(row).execute();
}

export function findVoid(db: Executor, id: string) {
  return db.selectFrom('voids').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sales parked on a till and still waiting. */
export function findParkedSalesOfTill(db: Executor, tillId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'total_cents'])
    .where('till_id', '=', tillId)
    .where('status', '=', 'parked')
    .orderBy('created_at')
    .execute();
}

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

/** Closed shifts' counts over a range of business days (the day each shift traded), per closer and till. */
export function findOverShortByCloser(db: Executor, from: string, to: string) {
  return db
    .selectFrom('shifts')
    .innerJoin('users', 'users.id', 'shifts.closed_by')
    .innerJoin('tills', 'tills.id', 'shifts.till_id')
    .select((eb) => [
      'shifts.closed_by as user_id',
      'users.name as user_name',
      'shifts.till_id',
      'tills.name as till_name',
      eb.fn.countAll<number>().as('shifts'),
      eb.fn.sum<number>('shifts.expected_cents').as('expected'),
      eb.fn.sum<number>('shifts.counted_cents').as('counted'),
      eb.fn
        .sum<number>(
          eb.case().when('shifts.over_short_cents', '>', 0).then(eb.ref('shifts.over_short_cents')).else(0).end(),
        )
        .as('over'),
      eb.fn
        .sum<number>(
          eb.case().when('shifts.over_short_cents', '<', 0).then(eb.ref('shifts.over_short_cents')).else(0).end(),
        )
        .as('short'),
      // Beyond the threshold: waiting for review, or already approved by a manager.
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.or([eb('shifts.needs_review', '=', 1), eb('shifts.approved_by', 'is not', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('flagged'),
    ])
    .where('shifts.status', '=', 'closed')
    .where('shifts.business_date', '>=', from)
    .where('shifts.business_date', '<=', to)
    .groupBy(['shifts.closed_by', 'users.name', 'shifts.till_id', 'tills.name'])
    .execute();
}

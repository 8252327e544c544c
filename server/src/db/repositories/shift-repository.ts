import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, ShiftsTable, VoidsTable } from '../schema';

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

import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, ReportFilesTable, ReportSchedulesTable } from '../schema';

type Executor = Db | Transaction<Database>;

export function findSchedules(db: Executor) {
  return db.selectFrom('report_schedules').selectAll().orderBy('created_at').execute();
}

export async function insertSchedule(db: Executor, row: Insertable<ReportSchedulesTable>) {
  await db.insertInto('report_schedules').values(row).execute();
}

export async function updateSchedule(db: Executor, id: string, changes: Updateable<ReportSchedulesTable>) {
  await db.updateTable('report_schedules').set(changes).where('id', '=', id).execute();
}

/**
 * Claims a schedule's due period for one server: moves it on from the period it was at, in one conditional
 * update, so of several servers finding the same report due only one wins and writes it. False when another did.
 */
export async function claimPeriod(
  db: Executor,
  claim: { id: string; from: string | null; to: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('report_schedules')
    .set({ last_period: claim.to, last_run_at: claim.at })
    .where('id', '=', claim.id)
    .where((eb) => (claim.from === null ? eb('last_period', 'is', null) : eb('last_period', '=', claim.from)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSchedule(db: Executor, id: string) {
  const result = await db.deleteFrom('report_schedules').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertFile(db: Executor, row: Insertable<ReportFilesTable>) {
  await db.insertInto('report_files').values(row).execute();
}

export function findFiles(db: Executor, limit: number) {
  return db.selectFrom('report_files').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export function findFile(db: Executor, id: string) {
  return db.selectFrom('report_files').selectAll().where('id', '=', id).executeTakeFirst();
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { localClock } from '@tillwise/core/report/business-date';
import { reportCsv } from '@tillwise/core/report/report-csv';
import type { ReportData } from '@tillwise/core/report/report-csv';
import { dueReport } from '@tillwise/core/report/report-schedule';
import type {
  ReportFile,
  ReportSchedule,
  ReportScheduleInput,
  ScheduleFrequency,
} from '@tillwise/core/report/report-schedule';
import type { ReportRange, ReportTab } from '@tillwise/core/report/report-schemas';
import { reportMail } from '@tillwise/core/mail/report-mail';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { Selectable } from 'kysely';
import type { ReportFilesTable, ReportSchedulesTable } from '../db/schema';
import * as repository from '../db/repositories/report-schedule-repository';
import { csvText } from '../lib/csv-text';
import { notFound } from '../lib/errors';
import { findStores } from '../db/repositories/store-repository';
import { getFinanceReport } from './finance-report-service';
import { queueMail } from './mail-queue-service';
import { getInventoryReport } from './inventory-report-service';
import { chainScopes } from './period-report-service';
import type { ReportScope } from './period-report-service';
import { getProductsReport } from './product-report-service';
import { getSalesReport } from './sales-report-service';
import { getStaffReport } from './staff-report-service';
import { getStoreTimeZone } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { reportScheduleRefusals } from './report-schedule-messages';

const toSchedule = (row: Selectable<ReportSchedulesTable>): ReportSchedule => ({
  id: row.id,
  tab: row.tab as ReportTab,
  frequency: row.frequency as ScheduleFrequency,
  time: row.time,
  recipients: JSON.parse(row.recipients_json) as string[],
  createdAt: row.created_at,
  lastRunAt: row.last_run_at,
});

const toFile = (row: ReportFilesTable): ReportFile => ({
  id: row.id,
  tab: row.tab as ReportTab,
  from: row.from_date,
  to: row.to_date,
  fileName: row.file_name,
  createdAt: row.created_at,
});

/**
 * Scheduled reports cover the whole chain, so one clock runs them all: the first store's (the chain's oldest).
 * A schedule's time is read in that store's time zone.
 */
async function scheduleClock(db: Db, now: Date) {
  const first = (await findStores(db))[0];
  return localClock(now, first ? await getStoreTimeZone(db, first.id) : 'UTC');
}

export async function listSchedules(db: Db): Promise<ReportSchedule[]> {
  return (await repository.findSchedules(db)).map(toSchedule);
}

/** Saves a schedule; it first runs at its next time (a daily one set for 07:00 at 09:00 runs tomorrow). */
export async function createSchedule(
  db: Db,
  input: ReportScheduleInput,
  staff: StaffMember,
  now: Date,
): Promise<ReportSchedule> {
  const clock = await scheduleClock(db, now);
  const alreadyPast = dueReport({ ...input, lastPeriod: null }, clock);
  const { recipients, ...schedule } = input;
  const row = {
    id: randomUUID(),
    ...schedule,
    recipients_json: JSON.stringify(recipients),
    last_period: alreadyPast?.period ?? null,
    last_run_at: null,
    created_by: staff.id,
    created_at: now.toISOString(),
  };
  await repository.insertSchedule(db, row);
  return toSchedule(row);
}

export async function deleteSchedule(db: Db, id: string): Promise<void> {
  if (!(await repository.deleteSchedule(db, id))) throw notFound(saying(reportScheduleRefusals.scheduleNotFound));
}

export async function listReportFiles(db: Db): Promise<ReportFile[]> {
  return (await repository.findFiles(db, 100)).map(toFile);
}

/** The path of a written report on disk, for download. */
export async function reportFilePath(db: Db, reportsDir: string, id: string) {
  const row = await repository.findFile(db, id);
  if (!row) throw notFound(saying(reportScheduleRefusals.fileNotFound));
  return { file: path.join(reportsDir, row.file_name), fileName: row.file_name };
}

const reports: {
  [T in ReportTab]: (db: Db, scope: ReportScope, range: ReportRange) => Promise<ReportData[T]>;
} = {
  sales: getSalesReport,
  products: getProductsReport,
  staff: getStaffReport,
  inventory: (db, scope) => getInventoryReport(db, scope),
  finance: getFinanceReport,
};

/**
 * Writes every report that is due at `now` as CSV under reportsDir and records it, and queues it by e-mail to the
 * schedule's recipients (the CSV attached); returns what was written. Each covers every store of the chain.
 */
export async function runDueSchedules(db: Db, reportsDir: string, now: Date): Promise<ReportFile[]> {
  const clock = await scheduleClock(db, now);
  const written: ReportFile[] = [];
  let scopes: Awaited<ReturnType<typeof chainScopes>> | null = null;
  for (const schedule of await repository.findSchedules(db)) {
    const due = dueReport(
      { frequency: schedule.frequency as ScheduleFrequency, time: schedule.time, lastPeriod: schedule.last_period },
      clock,
    );
    if (!due) continue;
    // Several servers run this every minute: the one that claims the period writes the report, once.
    const claimed = await repository.claimPeriod(db, {
      id: schedule.id,
      from: schedule.last_period,
      to: due.period,
      at: now.toISOString(),
    });
    if (!claimed) continue;
    const tab = schedule.tab as ReportTab;
    scopes ??= await chainScopes(db);
    // A chain in one currency gets one file, as always; one in several, a file for each.
    for (const scope of scopes) {
      const data = await reports[tab](db, scope, { from: due.from, to: due.to });
      const table = reportCsv(tab, data, scope.currency);
      const id = randomUUID();
      const currency = scopes.length > 1 ? `-${scope.currency}` : '';
      const fileName = `${tab}-report-${due.from}-to-${due.to}${currency}-${id.slice(0, 8)}.csv`;
      await fs.mkdir(reportsDir, { recursive: true });
      const csv = csvText(table);
      await fs.writeFile(path.join(reportsDir, fileName), csv);
      const row = {
        id,
        schedule_id: schedule.id,
        tab,
        from_date: due.from,
        to_date: due.to,
        file_name: fileName,
        created_at: now.toISOString(),
      };
      await repository.insertFile(db, row);
      await mailReport(db, schedule, { tab, from: due.from, to: due.to, fileName, csv }, now);
      written.push(toFile(row));
    }
  }
  return written;
}

/** A written report queued by e-mail to each of its schedule's recipients, its CSV attached. */
async function mailReport(
  db: Db,
  schedule: Selectable<ReportSchedulesTable>,
  report: { tab: ReportTab; from: string; to: string; fileName: string; csv: string },
  now: Date,
) {
  const recipients = JSON.parse(schedule.recipients_json) as string[];
  if (recipients.length === 0) return;
  const mail = reportMail(report);
  const attachment = { filename: report.fileName, content: report.csv, contentType: 'text/csv; charset=utf-8' };
  await db.transaction().execute(async (trx) => {
    for (const to of recipients) {
      await queueMail(
        trx,
        { kind: 'report', storeId: null, subjectId: schedule.id, to, ...mail, attachments: [attachment] },
        now,
      );
    }
  });
}

import { randomUUID } from 'node:crypto';
import { businessDate } from '@tillwise/core/report/business-date';
import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from '@tillwise/core/audit/audit-schemas';
import type { Executor } from '../db/database';
import * as auditRepository from '../db/repositories/audit-repository';

export interface AuditRecord {
  action: AuditAction;
  /** Who did it. */
  userId: string;
  approvedBy?: string | null;
  tillId?: string | null;
  subject?: { type: string; id: string } | null;
  summary: string;
  details: Record<string, unknown>;
}

/**
 * Writes audit entries inside the caller's transaction, so they exist exactly when the action does. The
 * business day is the store's (the caller passes it when it has it; otherwise it is read from the store).
 */
export async function recordAudit(
  trx: Executor,
  records: AuditRecord | AuditRecord[],
  now: Date,
  day?: string,
): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  const date = day ?? businessDate(now, await storeTimeZone(trx));
  await auditRepository.insertAuditEntries(trx, auditRows(list, now, date));
}

/** Audit entries as the log's rows, on the business day given. */
export function auditRows(records: readonly AuditRecord[], now: Date, day: string) {
  return records.map((record) => ({
    id: randomUUID(),
    occurred_at: now.toISOString(),
    business_date: day,
    action: record.action,
    user_id: record.userId,
    approved_by: record.approvedBy ?? null,
    till_id: record.tillId ?? null,
    subject_type: record.subject?.type ?? null,
    subject_id: record.subject?.id ?? null,
    summary: record.summary,
    details: JSON.stringify(record.details),
  }));
}

// The audit log is the chain's: its business day is the first store's.
async function storeTimeZone(trx: Executor): Promise<string> {
  const store = await trx
    .selectFrom('store')
    .select('time_zone')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return store?.time_zone ?? 'UTC';
}

type EntryRow = Awaited<ReturnType<typeof auditRepository.findAuditEntries>>['rows'][number];

function toAuditEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    businessDate: row.business_date,
    action: row.action as AuditAction,
    actor: { id: row.user_id, name: row.actor_name },
    approvedBy: row.approved_by ? { id: row.approved_by, name: row.approver_name ?? '' } : null,
    tillName: row.till_name,
    subject: row.subject_type && row.subject_id ? { type: row.subject_type, id: row.subject_id } : null,
    summary: row.summary,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

const filterOf = (query: Omit<AuditQuery, 'page' | 'pageSize'>): auditRepository.AuditFilter => ({
  from: query.from,
  to: query.to,
  action: query.action,
  userId: query.userId,
  q: query.q || undefined,
});

/** A page of the audit log, newest first. */
export async function listAuditLog(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await auditRepository.findAuditEntries(
    db,
    filterOf(query),
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
}

/** Every entry matching the filter (up to a cap a spreadsheet can hold), for the CSV export. */
export async function exportAuditLog(db: Executor, query: Omit<AuditQuery, 'page' | 'pageSize'>) {
  const { rows } = await auditRepository.findAuditEntries(db, filterOf(query), exportLimit, 0);
  return rows.map(toAuditEntry);
}

export const exportLimit = 100_000;

/** The fields whose values differ between two versions of a record, each with its value before and after. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = { from: before[key], to: value };
  }
  return changes;
}

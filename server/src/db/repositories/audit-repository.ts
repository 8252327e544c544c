import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import { fastInsert } from '../fast-insert';
import { containsIgnoringCase } from '../like';
import type { AuditLogTable } from '../schema';

export function insertAuditEntries(db: Executor, rows: Insertable<AuditLogTable>[]) {
  return fastInsert(db, 'audit_log', rows);
}

export interface AuditFilter {
  from?: string;
  to?: string;
  action?: string;
  userId?: string;
  q?: string;
}

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.from) query = query.where('audit_log.business_date', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.business_date', '<=', filter.to);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.userId) {
    const userId = filter.userId;
    query = query.where((eb) =>
      eb.or([eb('audit_log.user_id', '=', userId), eb('audit_log.approved_by', '=', userId)]),
    );
  }
  if (filter.q) query = query.where(containsIgnoringCase('audit_log.summary', filter.q));
  return query;
}

/** Entries matching the filter, newest first, with the names of who acted, who approved and the till. */
export async function findAuditEntries(db: Executor, filter: AuditFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .innerJoin('users as actor', 'actor.id', 'audit_log.user_id')
      .leftJoin('users as approver', 'approver.id', 'audit_log.approved_by')
      .leftJoin('tills', 'tills.id', 'audit_log.till_id')
      .selectAll('audit_log')
      .select(['actor.name as actor_name', 'approver.name as approver_name', 'tills.name as till_name'])
      .orderBy('audit_log.occurred_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

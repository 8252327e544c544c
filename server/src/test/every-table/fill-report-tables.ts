import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A scheduled report, its file and its e-mail, a day's gift card ledger and additional tax rollups, and an audit entry. */
export async function fillReportTables(trx: Transaction<Database>, at: string, day: string): Promise<void> {
  await trx
    .insertInto('report_schedules')
    .values({
      id: 'schedule-1',
      tab: 'sales',
      frequency: 'daily',
      time: '07:00',
      last_period: day,
      last_run_at: at,
      created_by: 'user-manager',
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('report_files')
    .values({
      id: 'report-1',
      schedule_id: 'schedule-1',
      tab: 'sales',
      from_date: day,
      to_date: day,
      file_name: 'sales.csv',
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('mail_messages')
    .values({
      id: 'mail-1',
      kind: 'report',
      store_id: null,
      subject_id: 'schedule-1',
      to_address: 'owner@example.com',
      subject: 'Sales report',
      html: '<p>Sales report</p>',
      text_body: 'Sales report',
      status: 'sent',
      next_attempt_at: null,
      last_error: null,
      lease_owner: null,
      lease_until: null,
      created_at: at,
      queued_at: at,
      sent_at: at,
    })
    .execute();
  await trx
    .insertInto('daily_ledgers')
    .values({ ledger: 'gift_card', business_date: day, store_id: 'store-1', amount_cents: 2500 })
    .execute();
  await trx
    .insertInto('daily_taxes')
    .values({ store_id: 'store-1', business_date: day, main_rate_bps: 825, name: 'City', rate: 1, tax_cents: 10 })
    .execute();
  await trx
    .insertInto('audit_log')
    .values({
      id: 'audit-1',
      occurred_at: at,
      business_date: day,
      action: 'shift.opened',
      user_id: 'user-riverside-cashier',
      approved_by: 'user-manager',
      till_id: 'till-r1',
      subject_type: null,
      subject_id: null,
      summary: 'Riverside 1',
      details: '{}',
    })
    .execute();
}

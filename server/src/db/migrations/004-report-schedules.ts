import type { Kysely } from 'kysely';

// Scheduled reports: what to run and when, and the CSV files written under DATA_DIR/reports.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('last_period', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('schedule_id', 'text')
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_files_created_at').on('report_files').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_files').ifExists().execute();
  await db.schema.dropTable('report_schedules').ifExists().execute();
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { allocateRefund } from '@tillwise/core/refund/refund-tenders';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import { dropAppendOnly, makeAppendOnly } from '../append-only';

// Tills and their shifts: every sale, refund and cash movement records the till it happened on and the drawer
// session (shift) it belongs to; each closed shift writes one Z report, chained to the till's previous one by hash.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shifts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('opening_float_cents', 'integer', (c) => c.notNull())
    .addColumn('opening_counts', 'text')
    .addColumn('counted_by', 'text', (c) => c.references('users.id'))
    .addColumn('counted_at', 'text')
    .addColumn('counted_cents', 'integer')
    .addColumn('counted_counts', 'text')
    .addColumn('first_counted_cents', 'integer')
    .addColumn('recounted_by', 'text', (c) => c.references('users.id'))
    .addColumn('expected_cents', 'integer')
    .addColumn('over_short_cents', 'integer')
    .addColumn('reason', 'text')
    .addColumn('float_left_cents', 'integer')
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .addColumn('closed_at', 'text')
    .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_by', 'text', (c) => c.references('users.id'))
    .addColumn('approved_at', 'text')
    .execute();
  // One open (or counted, not yet closed) shift per till, held by the database even under concurrent opens.
  await db.schema
    .createIndex('shifts_one_active_per_till')
    .on('shifts')
    .column('till_id')
    .unique()
    .where(sql.ref('status'), '<>', 'closed')
    .execute();
  await db.schema.createIndex('shifts_till_opened').on('shifts').columns(['till_id', 'opened_at']).execute();
  await db.schema.createIndex('shifts_business_date').on('shifts').columns(['business_date', 'status']).execute();

  await db.schema
    .createTable('cash_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shift_id', 'text', (c) => c.notNull().references('shifts.id'))
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('approved_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cash_movements_shift').on('cash_movements').column('shift_id').execute();

  // A cart cleared with items in it, or a parked sale discarded: counted on the Z report.
  await db.schema
    .createTable('voids')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('shift_id', 'text', (c) => c.references('shifts.id'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voids_shift').on('voids').column('shift_id').execute();

  await db.schema
    .createTable('z_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('till_id', 'text', (c) => c.notNull().references('tills.id'))
    .addColumn('shift_id', 'text', (c) => c.notNull().unique().references('shifts.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('previous_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('z_reports_till_sequence', ['till_id', 'sequence'])
    .execute();
  await db.schema.createIndex('z_reports_business_date').on('z_reports').column('business_date').execute();
  await makeAppendOnly(db, 'z_reports');

  // Where each refund's money went back: one row per original tender it returned to.
  await db.schema
    .createTable('refund_tenders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('refund_id', 'text', (c) => c.notNull().references('refunds.id'))
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .execute();
  await db.schema.createIndex('refund_tenders_refund').on('refund_tenders').column('refund_id').execute();
  await db.schema.createIndex('refund_tenders_payment').on('refund_tenders').column('payment_id').execute();

  await db.schema.alterTable('orders').addColumn('till_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shift_id', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('till_id', 'text').execute();
  await db.schema.alterTable('refunds').addColumn('shift_id', 'text').execute();
  await db.schema.createIndex('orders_shift').on('orders').columns(['shift_id', 'status']).execute();
  await db.schema.createIndex('orders_till_status').on('orders').columns(['till_id', 'status']).execute();
  await db.schema.createIndex('refunds_shift').on('refunds').column('shift_id').execute();

  await backfillStore(db as Kysely<Backfill>);
}

/** A store that traded before tills existed: its history goes on 'Till 1' and its refunds back to their tenders. */
async function backfillStore(db: Kysely<Backfill>) {
  const store = await db.selectFrom('store').select('created_at').executeTakeFirst();
  if (!store) return;
  await db
    .insertInto('tills')
    .values({ id: 'till-1', name: 'Till 1', is_active: 1, created_at: store.created_at })
    .execute();
  await db.updateTable('orders').set({ till_id: 'till-1' }).execute();
  await db.updateTable('refunds').set({ till_id: 'till-1' }).execute();
  const refunds = await db
    .selectFrom('refunds')
    .select(['id', 'order_id', 'amount_cents'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refundedByPayment = new Map<string, number>();
  for (const refund of refunds) {
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'method', 'reference', 'amount_cents'])
      .where('order_id', '=', refund.order_id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const split = allocateRefund(
      refund.amount_cents,
      payments.map((p) => ({
        id: p.id,
        method: p.method as PaymentMethod,
        reference: p.reference,
        paidCents: p.amount_cents,
        refundedCents: refundedByPayment.get(p.id) ?? 0,
      })),
    );
    for (const [index, share] of (split ?? []).entries()) {
      refundedByPayment.set(share.tender.id, (refundedByPayment.get(share.tender.id) ?? 0) + share.amountCents);
      await db
        .insertInto('refund_tenders')
        .values({
          id: `${refund.id}-${index}`,
          refund_id: refund.id,
          payment_id: share.tender.id,
          method: share.tender.method,
          reference: share.tender.reference,
          amount_cents: share.amountCents,
        })
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnly(db, 'z_reports');
  for (const index of ['refunds_shift', 'orders_till_status', 'orders_shift']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const [table, column] of [
    ['refunds', 'shift_id'],
    ['refunds', 'till_id'],
    ['orders', 'shift_id'],
    ['orders', 'till_id'],
  ] as const) {
    await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
  }
  for (const table of ['refund_tenders', 'z_reports', 'voids', 'cash_movements', 'shifts', 'tills']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

interface Backfill {
  store: { created_at: string };
  tills: { id: string; name: string; is_active: number; created_at: string };
  orders: { till_id: string | null };
  refunds: { id: string; order_id: string; amount_cents: number; created_at: string; till_id: string | null };
  payments: {
    id: string;
    order_id: string;
    method: string;
    reference: string | null;
    amount_cents: number;
    created_at: string;
  };
  refund_tenders: {
    id: string;
    refund_id: string;
    payment_id: string;
    method: string;
    amount_cents: number;
    reference: string | null;
  };
}

import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database, RefundLinesTable, RefundsTable, RefundTendersTable } from '../schema';

type Executor = Db | Transaction<Database>;

export function findRefund(db: Executor, id: string) {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRefund(
  db: Executor,
  refund: Insertable<RefundsTable>,
  lines: Insertable<RefundLinesTable>[],
  tenders: Insertable<RefundTendersTable>[],
) {
  await db.insertInto('refunds').values(refund).execute();
  await db.insertInto('refund_lines').values(lines).execute();
  if (tenders.length > 0) await db.insertInto('refund_tenders').values(tenders).execute();
}

/** What earlier refunds of an order returned to each of its payments. */
export async function findRefundedByPayment(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('refund_tenders')
    .innerJoin('refunds', 'refunds.id', 'refund_tenders.refund_id')
    .select(['refund_tenders.payment_id', (eb) => eb.fn.sum<number>('refund_tenders.amount_cents').as('amount')])
    .where('refunds.order_id', '=', orderId)
    .groupBy('refund_tenders.payment_id')
    .execute();
  return new Map(rows.map((row) => [row.payment_id, Number(row.amount)]));
}

/** Where a refund's money went back, tender by tender. */
export function findRefundTenders(db: Executor, refundId: string) {
  return db
    .selectFrom('refund_tenders')
    .select(['method', 'amount_cents', 'reference', 'status'])
    .where('refund_id', '=', refundId)
    .orderBy('id')
    .execute();
}

/** Loyalty points already taken back by earlier refunds of an order. */
export async function findLoyaltyReversed(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('loyalty_reversed'), eb.val(0)).as('points'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** A refund with its order number, staff name and lines. */
export async function findRefundDetails(db: Executor, id: string) {
  const refund = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .selectAll('refunds')
    .select(['orders.number as order_number', 'users.name as staff_name'])
    .where('refunds.id', '=', id)
    .executeTakeFirst();
  if (!refund) return undefined;
  const tenders = await findRefundTenders(db, id);
  const lines = await db
    .selectFrom('refund_lines')
    .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
    .select([
      'refund_lines.order_line_id',
      'order_lines.name',
      'refund_lines.quantity',
      'refund_lines.amount_cents',
      'order_lines.sold_by',
    ])
    .where('refund_lines.refund_id', '=', id)
    .orderBy('order_lines.position')
    .execute();
  return { refund, lines, tenders };
}

export function findRefundByNumber(db: Executor, number: string) {
  return db.selectFrom('refunds').select(['id']).where('number', '=', number).executeTakeFirst();
}

/** The cash rounding a sale's refunds have given back so far. */
export async function findCashRoundingRefunded(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cash_rounding_cents'), eb.lit(0)).as('cents'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** What a sale's refunds have given back for its goods so far (their lines, without cash rounding). */
export async function findRefundedGoodsCents(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('refund_lines')
    .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refund_lines.amount_cents'), eb.lit(0)).as('cents'))
    .where('refunds.order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

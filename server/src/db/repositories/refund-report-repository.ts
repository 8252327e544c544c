import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;
/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

export function refundsBetween(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.number',
      'r.order_id',
      'r.created_at',
      'r.amount_cents',
      'r.reason',
      'u.name as staff',
      eb
        .selectFrom('refund_lines')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('n'))
        .whereRef('refund_lines.refund_id', '=', 'r.id')
        .as('items'),
    ])
    .where('r.store_id', 'in', stores)
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .orderBy('r.created_at', 'desc')
    .execute();
}

/** Returns without receipt given over the range in the stores, shaped as refundsBetween's rows (no sale). */
export function returnsBetween(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('returns as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.id',
      'r.number',
      eb.val<string | null>(null).as('order_id'),
      'r.created_at',
      'r.amount_cents',
      'r.reason',
      'u.name as staff',
      eb
        .selectFrom('return_lines')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('quantity'), inner.lit(0)).as('n'))
        .whereRef('return_lines.return_id', '=', 'r.id')
        .as('items'),
    ])
    .where('r.store_id', 'in', stores)
    .where('r.business_date', '>=', from)
    .where('r.business_date', '<=', to)
    .execute();
}

import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';

type Executor = Db | Transaction<Database>;
/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

/** Per business day in [from, to]: sales after discounts (before tax) and refunds (before tax). */
export function dailyNetSales(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      'business_date',
      eb.fn.sum<number>(eb('gross_cents', '-', eb.ref('discount_cents'))).as('sales_cents'),
      eb.fn.sum<number>(eb('refunded_cents', '-', eb.ref('refunded_tax_cents'))).as('refunds_cents'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('business_date')
    .execute();
}

/** Every figure of the sales summary, summed over [from, to] for each store (stores without sales are left out). */
export function salesTotalsByStore(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_sales')
    .select((eb) => [
      'store_id',
      eb.fn.sum<number>('transactions').as('transactions'),
      eb.fn.sum<number>('items').as('items'),
      eb.fn.sum<number>('gross_cents').as('gross_cents'),
      eb.fn.sum<number>('discount_cents').as('discount_cents'),
      eb.fn.sum<number>('tax_cents').as('tax_cents'),
      eb.fn.sum<number>('refunded_cents').as('refunded_cents'),
      eb.fn.sum<number>('refunded_tax_cents').as('refunded_tax_cents'),
      eb.fn.sum<number>('loyalty_earned').as('loyalty_earned'),
      eb.fn.sum<number>('loyalty_redeemed').as('loyalty_redeemed'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('store_id')
    .execute();
}

export function paymentTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_payments')
    .select((eb) => [
      'method',
      eb.fn.sum<number>('amount_cents').as('amount_cents'),
      eb.fn.sum<number>('payment_count').as('payment_count'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy('method')
    .execute();
}

/**
 * Sales per seller over [from, to] in the stores; every active member of staff who works there (admins work
 * everywhere) appears, with zeros when they sold nothing.
 */
export function staffTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('users as u')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('daily_sales')
          .select((inner) => [
            'user_id',
            inner.fn.sum<number>('transactions').as('transactions'),
            inner.fn.sum<number>(inner('gross_cents', '-', inner.ref('discount_cents'))).as('sales_cents'),
          ])
          .where('store_id', 'in', stores)
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .groupBy('user_id')
          .as('s'),
      (join) => join.onRef('s.user_id', '=', 'u.id'),
    )
    .select((eb) => [
      'u.id',
      'u.name',
      'u.role',
      eb.fn.coalesce('s.transactions', eb.lit(0)).as('transactions'),
      eb.fn.coalesce('s.sales_cents', eb.lit(0)).as('sales_cents'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('u.is_active', '=', 1),
          eb.or([
            eb('u.role', '=', 'admin'),
            eb.exists(
              eb
                .selectFrom('store_staff')
                .select('store_staff.user_id')
                .whereRef('store_staff.user_id', '=', 'u.id')
                .where('store_staff.store_id', 'in', stores),
            ),
          ]),
        ]),
        eb('s.transactions', '>', 0),
      ]),
    )
    .orderBy('sales_cents', 'desc')
    .orderBy('u.name')
    .execute();
}

/** Customers belong to the chain, so enrolment and points outstanding are the chain's; activity is the stores'. */
export async function loyaltyCounts(db: Executor, stores: Stores, from: string, to: string) {
  const [customers, active] = await Promise.all([
    db
      .selectFrom('customers')
      .select((eb) => [
        eb.fn.countAll<number>().as('enrolled'),
        eb.fn.coalesce(eb.fn.sum<number>('loyalty_points'), eb.lit(0)).as('outstanding'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('daily_customers')
      .select((eb) => eb.fn.count<number>('customer_id').distinct().as('active'))
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    enrolled: Number(customers.enrolled),
    outstanding: Number(customers.outstanding),
    active: Number(active.active),
  };
}

/** The tills of the stores, for the cash over/short of their shifts. */
export async function tillIdsOf(db: Executor, stores: Stores): Promise<Set<string>> {
  const rows = await db.selectFrom('tills').select('id').where('store_id', 'in', stores).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Cash rounding over the range: what sales' cash rounding added, and what refunds (and returns without receipt)
 * gave back, in the stores.
 */
export async function cashRoundingBetween(db: Executor, stores: Stores, from: string, to: string) {
  const row = await db
    .selectFrom('daily_sales')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('cash_rounding_cents'), eb.lit(0)).as('sales'),
      eb.fn.coalesce(eb.fn.sum<number>('refunded_cash_rounding_cents'), eb.lit(0)).as('refunds'),
    ])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .executeTakeFirst();
  return { salesCents: Number(row?.sales ?? 0), refundsCents: Number(row?.refunds ?? 0) };
}

/** A ledger's balance over the chain at the end of a business day: the gift card or store credit liability. */
export async function ledgerBalanceAsOf(db: Executor, ledger: 'gift_card' | 'store_credit', businessDate: string) {
  const row = await db
    .selectFrom('daily_ledgers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('ledger', '=', ledger)
    .where('business_date', '<=', businessDate)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

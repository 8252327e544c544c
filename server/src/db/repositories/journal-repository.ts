import type { Executor } from '../database';
import { soldStatuses } from '../report-rollups';

// What the accounting export's daily journal is built from, per store and business day over a range: the sales'
// lines, orders and payments, the refunds' and returns' lines and tenders, money held for customers, trade account
// payments, hand adjustments of stored value, closed shifts and the rollup of goods' cost.

/** The stores an export covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];
type Range = { from: string; to: string };

/** Sold lines by tax rate: before discounts (total − tax + discount), the discounts and the tax. */
function salesByRate(db: Executor, stores: Stores, { from, to }: Range) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select((eb) => [
      'o.store_id',
      'o.business_date',
      'l.tax_rate_bps',
      eb.fn
        .sum<number>(eb(eb('l.total_cents', '-', eb.ref('l.tax_cents')), '+', eb.ref('l.discount_cents')))
        .as('gross'),
      eb.fn.sum<number>('l.discount_cents').as('discount'),
      eb.fn.sum<number>('l.tax_cents').as('tax'),
    ])
    .where('o.status', 'in', [...soldStatuses])
    .where('o.store_id', 'in', stores)
    .where('o.business_date', '>=', from)
    .where('o.business_date', '<=', to)
    .groupBy(['o.store_id', 'o.business_date', 'l.tax_rate_bps'])
    .execute();
}

/** Gift cards sold and cash rounding of the sales. */
function saleExtras(db: Executor, stores: Stores, { from, to }: Range) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      'store_id',
      'business_date',
      eb.fn.sum<number>('gift_cards_cents').as('gift_cards'),
      eb.fn.sum<number>('cash_rounding_cents').as('rounding'),
    ])
    .where('status', 'in', [...soldStatuses])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy(['store_id', 'business_date'])
    .execute();
}

/** The sales' payments by method (a card stored offline counts on its sale's day, as the Z report counts it). */
function saleTenders(db: Executor, stores: Stores, { from, to }: Range) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select((eb) => ['o.store_id', 'o.business_date', 'p.method', eb.fn.sum<number>('p.amount_cents').as('amount')])
    .where('o.status', 'in', [...soldStatuses])
    .where('o.store_id', 'in', stores)
    .where('o.business_date', '>=', from)
    .where('o.business_date', '<=', to)
    .groupBy(['o.store_id', 'o.business_date', 'p.method'])
    .execute();
}

/** Refunds' and returns' lines: their amounts less tax, and the tax. */
async function refundLines(db: Executor, stores: Stores, { from, to }: Range) {
  const [refunds, returns] = await Promise.all([
    db
      .selectFrom('refund_lines as l')
      .innerJoin('refunds as r', 'r.id', 'l.refund_id')
      .select((eb) => [
        'r.store_id',
        'r.business_date',
        eb.fn.sum<number>(eb('l.amount_cents', '-', eb.ref('l.tax_cents'))).as('net'),
        eb.fn.sum<number>('l.tax_cents').as('tax'),
      ])
      .where('r.store_id', 'in', stores)
      .where('r.business_date', '>=', from)
      .where('r.business_date', '<=', to)
      .groupBy(['r.store_id', 'r.business_date'])
      .execute(),
    db
      .selectFrom('return_lines as l')
      .innerJoin('returns as r', 'r.id', 'l.return_id')
      .select((eb) => [
        'r.store_id',
        'r.business_date',
        eb.fn.sum<number>(eb('l.amount_cents', '-', eb.ref('l.tax_cents'))).as('net'),
        eb.fn.sum<number>('l.tax_cents').as('tax'),
      ])
      .where('r.store_id', 'in', stores)
      .where('r.business_date', '>=', from)
      .where('r.business_date', '<=', to)
      .groupBy(['r.store_id', 'r.business_date'])
      .execute(),
  ]);
  return [...refunds, ...returns];
}

/** Refunds' and returns' cash rounding, and where their money went back by method. */
async function refundTenders(db: Executor, stores: Stores, { from, to }: Range) {
  const [rounding, refunded, returned] = await Promise.all([
    db
      .selectFrom('refunds')
      .select((eb) => ['store_id', 'business_date', eb.fn.sum<number>('cash_rounding_cents').as('rounding')])
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy(['store_id', 'business_date'])
      .unionAll((eb) =>
        eb
          .selectFrom('returns')
          .select((inner) => ['store_id', 'business_date', inner.fn.sum<number>('cash_rounding_cents').as('rounding')])
          .where('store_id', 'in', stores)
          .where('business_date', '>=', from)
          .where('business_date', '<=', to)
          .groupBy(['store_id', 'business_date']),
      )
      .execute(),
    db
      .selectFrom('refund_tenders as t')
      .innerJoin('refunds as r', 'r.id', 't.refund_id')
      .select((eb) => ['r.store_id', 'r.business_date', 't.method', eb.fn.sum<number>('t.amount_cents').as('amount')])
      .where('r.store_id', 'in', stores)
      .where('r.business_date', '>=', from)
      .where('r.business_date', '<=', to)
      .groupBy(['r.store_id', 'r.business_date', 't.method'])
      .execute(),
    db
      .selectFrom('returns')
      .select((eb) => ['store_id', 'business_date', 'tender as method', eb.fn.sum<number>('amount_cents').as('amount')])
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy(['store_id', 'business_date', 'tender'])
      .execute(),
  ]);
  return { rounding, tenders: [...refunded, ...returned] };
}

/** Layaways' and special orders' money by kind and method (+ paid in, − given back or kept as a fee). */
async function heldPayments(db: Executor, stores: Stores, { from, to }: Range) {
  const query = (table: 'layaway_payments' | 'special_order_payments') =>
    db
      .selectFrom(table)
      .select((eb) => ['store_id', 'business_date', 'kind', 'method', eb.fn.sum<number>('amount_cents').as('amount')])
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy(['store_id', 'business_date', 'kind', 'method'])
      .execute();
  const [layaways, specialOrders] = await Promise.all([query('layaway_payments'), query('special_order_payments')]);
  return { layaways, specialOrders };
}

/** Payments onto trade accounts by method, as positive amounts. */
function accountPayments(db: Executor, stores: Stores, { from, to }: Range) {
  return db
    .selectFrom('account_ledger')
    .select((eb) => [
      'store_id',
      'business_date',
      'method',
      eb.fn.sum<number>(eb.neg(eb.ref('amount_cents'))).as('amount'),
    ])
    .where('kind', '=', 'payment')
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy(['store_id', 'business_date', 'method'])
    .execute();
}

/** Gift card and store credit balances changed by hand (+ added, − taken off). */
async function adjustments(db: Executor, stores: Stores, { from, to }: Range) {
  const query = (table: 'gift_card_ledger' | 'store_credit_ledger') =>
    db
      .selectFrom(table)
      .select((eb) => ['store_id', 'business_date', eb.fn.sum<number>('amount_cents').as('amount')])
      .where('kind', '=', 'adjust')
      .where('store_id', 'in', stores)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      .groupBy(['store_id', 'business_date'])
      .execute();
  const [giftCards, storeCredit] = await Promise.all([query('gift_card_ledger'), query('store_credit_ledger')]);
  return { giftCards, storeCredit };
}

/** The tills' cash paid in and out, and closed shifts' over/short, on their shift's day (as Finance counts it). */
async function tillCash(db: Executor, stores: Stores, { from, to }: Range) {
  const [movements, shifts] = await Promise.all([
    db
      .selectFrom('cash_movements as m')
      .innerJoin('shifts as s', 's.id', 'm.shift_id')
      .innerJoin('tills as t', 't.id', 's.till_id')
      .select((eb) => ['t.store_id', 's.business_date', 'm.kind', eb.fn.sum<number>('m.amount_cents').as('amount')])
      .where('m.kind', 'in', ['pay_in', 'pay_out'])
      .where('t.store_id', 'in', stores)
      .where('s.business_date', '>=', from)
      .where('s.business_date', '<=', to)
      .groupBy(['t.store_id', 's.business_date', 'm.kind'])
      .execute(),
    db
      .selectFrom('shifts as s')
      .innerJoin('tills as t', 't.id', 's.till_id')
      .select((eb) => ['t.store_id', 's.business_date', eb.fn.sum<number>('s.over_short_cents').as('amount')])
      .where('s.status', '=', 'closed')
      .where('t.store_id', 'in', stores)
      .where('s.business_date', '>=', from)
      .where('s.business_date', '<=', to)
      .groupBy(['t.store_id', 's.business_date'])
      .execute(),
  ]);
  return { movements, shifts };
}

/** Goods' cost sold less that refunded or returned, from the daily rollup the Products tab reads. */
function costOfGoods(db: Executor, stores: Stores, { from, to }: Range) {
  return db
    .selectFrom('daily_product_sales')
    .select((eb) => ['store_id', 'business_date', eb.fn.sum<number>('cost_cents').as('cost')])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy(['store_id', 'business_date'])
    .execute();
}

/** Every figure of the journal over [from, to] in the stores, as rows keyed by store and business day. */
export async function journalFigureRows(db: Executor, stores: Stores, range: Range) {
  const [sales, extras, tenders, refunded, refundMoney, held, payments, adjusted, cash, cost] = await Promise.all([
    salesByRate(db, stores, range),
    saleExtras(db, stores, range),
    saleTenders(db, stores, range),
    refundLines(db, stores, range),
    refundTenders(db, stores, range),
    heldPayments(db, stores, range),
    accountPayments(db, stores, range),
    adjustments(db, stores, range),
    tillCash(db, stores, range),
    costOfGoods(db, stores, range),
  ]);
  return { sales, extras, tenders, refunded, refundMoney, held, payments, adjusted, cash, cost };
}

export type JournalFigureRows = Awaited<ReturnType<typeof journalFigureRows>>;

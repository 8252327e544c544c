import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { productSalesRows } from './product-report-repository';

type Executor = Db | Transaction<Database>;
/** The stores a report covers: one, or several; never none (`in ()` is not SQL). */
type Stores = readonly string[];

export function taxBandTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom(productSalesRows(db, stores, from, to))
    .select((eb) => [
      'tax_rate_bps',
      eb.fn.sum<number>('net_cents').as('net_cents'),
      eb.fn.sum<number>('tax_cents').as('tax_cents'),
    ])
    .groupBy('tax_rate_bps')
    .orderBy('tax_rate_bps', 'desc')
    .execute();
}

/** The additional taxes (beyond each line's main one) over the range in the stores, by main rate, refunds off. */
export function extraTaxTotals(db: Executor, stores: Stores, from: string, to: string) {
  return db
    .selectFrom('daily_taxes')
    .select((eb) => ['main_rate_bps', 'name', 'rate', eb.fn.sum<number>('tax_cents').as('tax_cents')])
    .where('store_id', 'in', stores)
    .where('business_date', '>=', from)
    .where('business_date', '<=', to)
    .groupBy(['main_rate_bps', 'name', 'rate'])
    .orderBy('main_rate_bps')
    .orderBy('name')
    .orderBy('rate')
    .execute();
}

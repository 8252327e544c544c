import type { Insertable } from 'kysely';
import type { Executor } from '../database';
import { containsIgnoringCase } from '../like';
import type { QuoteLinesTable, QuotesTable } from '../schema';

export async function insertQuote(
  db: Executor,
  quote: Insertable<QuotesTable>,
  lines: Insertable<QuoteLinesTable>[],
): Promise<void> {
  await db.insertInto('quotes').values(quote).execute();
  await db.insertInto('quote_lines').values(lines).execute();
}

/** A quote with the names it shows: its customer's, its seller's, its store's and the sale it became. */
export function findQuote(db: Executor, id: string) {
  return quotesWithNames(db).selectAll('quotes').where('quotes.id', '=', id).executeTakeFirst();
}

export function findQuoteLines(db: Executor, quoteId: string) {
  return db.selectFrom('quote_lines').selectAll().where('quote_id', '=', quoteId).orderBy('position').execute();
}

const quotesJoined = (db: Executor) =>
  db
    .selectFrom('quotes')
    .innerJoin('customers', 'customers.id', 'quotes.customer_id')
    .innerJoin('users', 'users.id', 'quotes.user_id')
    .innerJoin('store', 'store.id', 'quotes.store_id')
    .leftJoin('orders', 'orders.id', 'quotes.order_id');

const names = [
  'customers.name as customer_name',
  'customers.group_id as customer_group_id',
  'users.name as staff_name',
  'store.name as store_name',
  'orders.number as order_number',
] as const;

function quotesWithNames(db: Executor) {
  return quotesJoined(db).select(names);
}

export interface QuoteFilter {
  /** One store's quotes; every store's without it (a customer's). */
  storeId?: string;
  customerId?: string;
  q?: string;
  /** 'expired' is an open quote whose last valid day is before `today`; 'open' one that is still valid. */
  status?: 'open' | 'expired' | 'sold' | 'cancelled';
  today: string;
  limit: number;
  offset: number;
}

/** Quotes newest first, by number or customer name (case-insensitive substring), store, customer and status. */
export async function searchQuotes(db: Executor, filter: QuoteFilter) {
  let query = quotesJoined(db);
  if (filter.storeId) query = query.where('quotes.store_id', '=', filter.storeId);
  if (filter.customerId) query = query.where('quotes.customer_id', '=', filter.customerId);
  if (filter.status === 'open' || filter.status === 'expired') {
    query = query
      .where('quotes.status', '=', 'open')
      .where('quotes.valid_until', filter.status === 'open' ? '>=' : '<', filter.today);
  } else if (filter.status) {
    query = query.where('quotes.status', '=', filter.status);
  }
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('quotes.number', q), containsIgnoringCase('customers.name', q)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('quotes')
      .select(names)
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Closes an open quote, sold (with the sale it became) or cancelled; answers whether this call did it (false when
 * another till sold or cancelled it first).
 */
export async function closeQuote(
  db: Executor,
  id: string,
  close: { status: 'sold' | 'cancelled'; orderId: string | null; userId: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ status: close.status, order_id: close.orderId, closed_by: close.userId, closed_at: close.at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A quote for James, open, with one line of lavender at the day's price. */
export async function fillQuoteTables(trx: Transaction<Database>, at: string, day: string): Promise<void> {
  await trx
    .insertInto('quotes')
    .values({
      id: 'quote-1',
      number: 'QUO-0001',
      store_id: 'store-1',
      till_id: 'till-1',
      customer_id: 'cust-james',
      user_id: 'user-admin',
      status: 'open',
      valid_until: day,
      quoted_on: day,
      note: 'Border planting',
      discount_json: null,
      prices_include_tax: 0,
      subtotal_cents: 2697,
      discount_cents: 0,
      tax_cents: 216,
      total_cents: 2913,
      item_count: 3,
      taxes_json: JSON.stringify([{ name: 'Tax', rate: 8, taxCents: 216 }]),
      order_id: null,
      closed_by: null,
      closed_at: null,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('quote_lines')
    .values({
      id: 'quote-1-line-0',
      quote_id: 'quote-1',
      position: 0,
      product_id: 'prod-lavender',
      name: "Lavender 'Hidcote' 2L",
      sku: 'PLT-002',
      sold_by: 'unit',
      quantity: 3,
      unit_price_cents: 899,
      tax_rate_bps: 800,
      discount_json: null,
      subtotal_cents: 2697,
      discount_cents: 0,
      total_cents: 2913,
    })
    .execute();
  await trx.insertInto('counters').values({ name: 'quote_number', value: 1 }).execute();
}

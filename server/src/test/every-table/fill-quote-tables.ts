import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A quote for James (and a layaway), open, with one line of lavender at the day's price. */
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
  await fillLayawayTables(trx, at, day);
}

/** A layaway for James, open, with one lavender put by and a cash deposit in the till's drawer. */
async function fillLayawayTables(trx: Transaction<Database>, at: string, day: string): Promise<void> {
  await trx
    .insertInto('layaways')
    .values({
      id: 'layaway-1',
      number: 'LAY-0001',
      store_id: 'store-1',
      till_id: 'till-1',
      customer_id: 'cust-james',
      user_id: 'user-admin',
      status: 'open',
      due_date: day,
      note: '',
      discount_json: null,
      prices_include_tax: 0,
      subtotal_cents: 899,
      discount_cents: 0,
      tax_cents: 72,
      total_cents: 971,
      paid_cents: 200,
      item_count: 1,
      taxes_json: JSON.stringify([{ name: 'Tax', rate: 8, taxCents: 72 }]),
      order_id: null,
      closed_by: null,
      closed_at: null,
      closed_on: null,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('layaway_lines')
    .values({
      id: 'layaway-1-line-0',
      layaway_id: 'layaway-1',
      position: 0,
      product_id: 'prod-lavender',
      name: "Lavender 'Hidcote' 2L",
      sku: 'PLT-002',
      sold_by: 'unit',
      category_id: null,
      quantity: 1,
      unit_price_cents: 899,
      tax_rate_bps: 800,
      discount_json: null,
      subtotal_cents: 899,
      discount_cents: 0,
      total_cents: 971,
    })
    .execute();
  await trx
    .insertInto('layaway_payments')
    .values({
      id: 'layaway-1-deposit',
      layaway_id: 'layaway-1',
      store_id: 'store-1',
      kind: 'deposit',
      method: 'cash',
      amount_cents: 200,
      tendered_cents: 200,
      shift_id: null,
      user_id: 'user-admin',
      business_date: day,
      created_at: at,
    })
    .execute();
  await trx.insertInto('counters').values({ name: 'layaway_number', value: 1 }).execute();
}

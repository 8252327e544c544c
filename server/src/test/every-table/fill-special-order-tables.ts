import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A special order for James: lavender on PO-1, ready to collect, with a card deposit. */
export async function fillSpecialOrderTables(trx: Transaction<Database>, at: string, day: string): Promise<void> {
  const supplier = await trx.selectFrom('suppliers').select('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('special_orders')
    .values({
      id: 'special-order-1',
      number: 'SPO-0001',
      store_id: 'store-1',
      till_id: 'till-1',
      customer_id: 'cust-james',
      user_id: 'user-admin',
      status: 'ready',
      product_id: 'prod-lavender',
      name: "Lavender 'Hidcote' 2L",
      sku: 'PLT-002',
      sold_by: 'unit',
      quantity: 1,
      unit_price_cents: 899,
      tax_rate_bps: 800,
      prices_include_tax: 0,
      subtotal_cents: 899,
      tax_cents: 72,
      total_cents: 971,
      taxes_json: JSON.stringify([{ name: 'Tax', rate: 8, taxCents: 72 }]),
      paid_cents: 300,
      supplier_id: supplier.id,
      purchase_order_id: 'po-1',
      note: '',
      ready_at: at,
      order_id: null,
      closed_by: null,
      closed_at: null,
      closed_on: null,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto('special_order_payments')
    .values({
      id: 'special-order-1-deposit',
      special_order_id: 'special-order-1',
      store_id: 'store-1',
      kind: 'deposit',
      method: 'card',
      amount_cents: 300,
      tendered_cents: null,
      shift_id: null,
      user_id: 'user-admin',
      business_date: day,
      created_at: at,
    })
    .execute();
  await trx.insertInto('counters').values({ name: 'special_order_number', value: 1 }).execute();
}

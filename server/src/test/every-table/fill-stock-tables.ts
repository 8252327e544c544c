import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A purchase order, a stock take, a transfer between the stores, and the second store's own price. */
export async function fillStockTables(trx: Transaction<Database>, at: string): Promise<void> {
  const admin = 'user-admin';
  await trx
    .insertInto('purchase_orders')
    .values({
      id: 'po-1',
      number: 'PO-0001',
      store_id: 'store-1',
      supplier_id: (await trx.selectFrom('suppliers').select('id').executeTakeFirstOrThrow()).id,
      status: 'sent',
      expected_on: null,
      note: null,
      created_by: admin,
      created_at: at,
      sent_at: at,
      received_at: null,
    })
    .execute();
  await trx
    .insertInto('purchase_order_lines')
    .values({
      id: 'po-1-line',
      purchase_order_id: 'po-1',
      position: 0,
      product_id: 'prod-lavender',
      quantity: 24,
      unit_cost_cents: 450,
    })
    .execute();
  await trx
    .insertInto('stock_takes')
    .values({
      id: 'count-1',
      number: 'ST-0001',
      store_id: 'store-2',
      category_id: 'cat-pots',
      status: 'counting',
      note: null,
      started_by: 'user-inventory',
      started_at: at,
      applied_by: null,
      applied_at: null,
      uncounted_count: null,
    })
    .execute();
  await trx
    .insertInto('stock_take_lines')
    .values({
      stock_take_id: 'count-1',
      product_id: 'prod-terracotta',
      counted: 7,
      on_hand: null,
      counted_by: 'user-inventory',
      counted_at: at,
    })
    .execute();
  await trx
    .insertInto('stock_transfers')
    .values({
      id: 'transfer-1',
      number: 'TRF-0001',
      from_store_id: 'store-1',
      to_store_id: 'store-2',
      status: 'in_transit',
      note: null,
      sent_by: 'user-manager',
      sent_at: at,
      received_by: null,
      received_at: null,
    })
    .execute();
  await trx
    .insertInto('stock_transfer_lines')
    .values({ id: 'transfer-1-line', transfer_id: 'transfer-1', product_id: 'prod-ceramic', quantity: 2 })
    .execute();
  await trx
    .insertInto('store_prices')
    .values({ store_id: 'store-2', product_id: 'prod-lavender', price_cents: 799 })
    .execute();
}

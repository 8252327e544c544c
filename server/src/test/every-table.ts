import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

/**
 * Gives the demo store a row in every table its seed leaves empty (gift cards, promotions, price lists, purchase
 * orders, transfers, stock takes, returns, overrides, number blocks, display pairings, held offline actions,
 * scheduled reports, a variant…), each pointing at demo rows as the real thing would: what a test of a write that
 * must reach every table starts from.
 */
export async function fillEmptyTables(db: Db, at: string): Promise<void> {
  const day = at.slice(0, 10);
  const admin = 'user-admin';
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('store_id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('products')
      .values({
        id: 'prod-monstera-small',
        name: 'Monstera Deliciosa – Small',
        sku: 'PLT-001-S',
        barcode: null,
        price_cents: 1999,
        cost_cents: null,
        tax_rate_bps: 825,
        category_id: 'cat-plants',
        image: null,
        reorder_level: null,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: at,
        updated_at: at,
        parent_id: 'prod-monstera',
        option_values_json: JSON.stringify({ Size: 'Small' }),
      })
      .execute();
    await trx
      .insertInto('promotions')
      .values({
        id: 'promo-spring',
        name: 'Spring',
        rule_json: JSON.stringify({ kind: 'percent_off', percent: 10, target: { categoryIds: [], productIds: [] } }),
        combinable: 1,
        excludes_typed_discounts: 0,
        starts_at: null,
        ends_at: null,
        days_json: '[]',
        hours_from: null,
        hours_to: null,
        store_ids_json: '[]',
        customer_group_ids_json: '[]',
        coupon_code: 'SPRING10',
        coupon_limit_total: null,
        coupon_limit_per_customer: null,
        coupon_expires_on: null,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('coupon_uses')
      .values({ promotion_id: 'promo-spring', order_id: order.id, customer_id: null, used_at: at })
      .execute();
    await trx
      .insertInto('order_promotions')
      .values({
        order_id: order.id,
        promotion_id: 'promo-spring',
        store_id: 'store-1',
        business_date: day,
        name: 'Spring',
        units: 1,
        discount_cents: 100,
        coupon_code: 'SPRING10',
      })
      .execute();
    await trx
      .insertInto('price_list_prices')
      .values({
        id: 'price-trade-monstera',
        group_id: 'group-trade',
        product_id: 'prod-monstera',
        category_id: null,
        price_cents: 2000,
        percent_off_bps: null,
      })
      .execute();
    await trx.updateTable('customers').set({ group_id: 'group-trade' }).where('id', '=', 'cust-emma').execute();
    await trx
      .insertInto('gift_cards')
      .values({
        id: 'gift-1',
        code: 'GIFT-0001',
        balance_cents: 2500,
        issued_at: at,
        issued_store_id: 'store-1',
        last_used_at: null,
      })
      .execute();
    await trx
      .insertInto('gift_card_ledger')
      .values({
        id: 'gift-1-issue',
        gift_card_id: 'gift-1',
        store_id: 'store-1',
        kind: 'issue',
        amount_cents: 2500,
        balance_after_cents: 2500,
        order_id: null,
        refund_id: null,
        user_id: admin,
        business_date: day,
        created_at: at,
      })
      .execute();
    await trx.updateTable('customers').set({ store_credit_cents: 500 }).where('id', '=', 'cust-james').execute();
    await trx
      .insertInto('store_credit_ledger')
      .values({
        id: 'credit-james',
        customer_id: 'cust-james',
        store_id: 'store-1',
        kind: 'adjust',
        amount_cents: 500,
        balance_after_cents: 500,
        order_id: null,
        refund_id: null,
        user_id: admin,
        reason: 'Goodwill',
        business_date: day,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('returns')
      .values({
        id: 'return-1',
        number: 'RET-0001',
        store_id: 'store-1',
        till_id: 'till-1',
        shift_id: null,
        user_id: admin,
        approved_by: null,
        customer_id: 'cust-sofia',
        tender: 'store_credit',
        reason: 'Unwanted gift',
        subtotal_cents: 1000,
        tax_cents: 83,
        amount_cents: 1083,
        created_at: at,
        business_date: day,
      })
      .execute();
    await trx
      .insertInto('return_lines')
      .values({
        id: 'return-1-line',
        return_id: 'return-1',
        product_id: 'prod-trowel',
        name: 'Hand Trowel',
        sku: 'TLS-001',
        quantity: 1,
        unit_price_cents: 1000,
        tax_rate_bps: 825,
        taxes_json: null,
        tax_cents: 83,
        amount_cents: 1083,
      })
      .execute();
    await trx
      .insertInto('overrides')
      .values({
        id: 'override-1',
        action: 'discount',
        requested_by: 'user-cashier',
        approved_by: 'user-manager',
        till_id: 'till-1',
        details_json: JSON.stringify({ percent: 20 }),
        created_at: at,
        used_at: null,
        used_for: null,
      })
      .execute();
    await trx
      .insertInto('number_blocks')
      .values({
        id: 'block-1',
        till_id: 'till-r1',
        kind: 'order',
        first_value: 90001,
        last_value: 90100,
        issued_at: at,
      })
      .execute();
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
    await trx
      .insertInto('display_pairings')
      .values({ code: '123456', till_id: 'till-1', paired_at: at, last_used_at: at })
      .execute();
    await trx.insertInto('display_states').values({ till_id: 'till-1', state_json: '{}', updated_at: at }).execute();
    await trx
      .insertInto('held_offline_actions')
      .values({
        id: 'held-1',
        kind: 'sale',
        store_id: 'store-2',
        till_id: 'till-r1',
        sent_by: 'user-riverside-cashier',
        taken_by: null,
        captured_at: at,
        amount_cents: 1299,
        body_json: '{}',
        reason: 'Its offline credential did not hold',
        received_at: at,
        status: 'held',
        resolved_by: null,
        resolved_at: null,
      })
      .execute();
    await trx
      .insertInto('report_schedules')
      .values({
        id: 'schedule-1',
        tab: 'sales',
        frequency: 'daily',
        time: '07:00',
        last_period: day,
        last_run_at: at,
        created_by: 'user-manager',
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('report_files')
      .values({
        id: 'report-1',
        schedule_id: 'schedule-1',
        tab: 'sales',
        from_date: day,
        to_date: day,
        file_name: 'sales.csv',
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('daily_ledgers')
      .values({ ledger: 'gift_card', business_date: day, store_id: 'store-1', amount_cents: 2500 })
      .execute();
    await trx
      .insertInto('daily_taxes')
      .values({ store_id: 'store-1', business_date: day, main_rate_bps: 825, name: 'City', rate: 1, tax_cents: 10 })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        id: 'audit-1',
        occurred_at: at,
        business_date: day,
        action: 'shift.opened',
        user_id: 'user-riverside-cashier',
        approved_by: 'user-manager',
        till_id: 'till-r1',
        subject_type: null,
        subject_id: null,
        summary: 'Riverside 1',
        details: '{}',
      })
      .execute();
  });
}

/** Every table of the database (Tillwise's own: not the migrator's, nor SQLite's or its search index's). */
export async function listTables(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows
    .map((row) => row.name)
    .filter((name) => !/^(kysely_|sqlite_|products_search)/.test(name))
    .sort();
}

/** Every trigger of the database by name: what must be there as before once a write has dropped and remade some. */
export async function listTriggers(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select tgname as name from pg_trigger where not tgisinternal`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** How many rows a table holds. */
export async function countRowsOf(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

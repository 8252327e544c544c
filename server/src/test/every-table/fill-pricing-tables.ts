import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A variant, a promotion with its coupon used on a sale, and a customer group's price list. */
export async function fillPricingTables(
  trx: Transaction<Database>,
  at: string,
  day: string,
  orderId: string,
): Promise<void> {
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
    .values({ promotion_id: 'promo-spring', order_id: orderId, customer_id: null, used_at: at })
    .execute();
  await trx
    .insertInto('order_promotions')
    .values({
      order_id: orderId,
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
}

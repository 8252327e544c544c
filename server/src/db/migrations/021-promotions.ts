import type { Kysely } from 'kysely';

// Promotions the till applies by itself, the customer groups they and price lists are for, coupon uses (one row
// per promotion and sale, so a resent sale is counted once), and what each sale's promotions took: per line (for
// refunds and the order's details) and per order (for the promotions report).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The groups a store sorts its customers into; promotions and price lists are for them.
  const createdAt = new Date().toISOString();
  await db
    .insertInto('customer_groups' as never)
    .values(
      [
        ['group-members', 'Members'],
        ['group-staff', 'Staff'],
        ['group-trade', 'Trade'],
      ].map(([id, name]) => ({ id, name, created_at: createdAt })) as never,
    )
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('group_id', 'text', (c) => c.references('customer_groups.id'))
    .execute();
  await db.schema
    .createTable('price_list_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('customer_groups.id'))
    .addColumn('product_id', 'text', (c) => c.references('products.id'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id'))
    .addColumn('price_cents', 'integer')
    .addColumn('percent_off_bps', 'integer')
    .execute();
  await db.schema.createIndex('price_list_prices_group').on('price_list_prices').column('group_id').execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rule_json', 'text', (c) => c.notNull())
    .addColumn('combinable', 'integer', (c) => c.notNull())
    .addColumn('excludes_typed_discounts', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('days_json', 'text', (c) => c.notNull())
    .addColumn('hours_from', 'text')
    .addColumn('hours_to', 'text')
    .addColumn('store_ids_json', 'text', (c) => c.notNull())
    .addColumn('customer_group_ids_json', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text', (c) => c.unique())
    .addColumn('coupon_limit_total', 'integer')
    .addColumn('coupon_limit_per_customer', 'integer')
    .addColumn('coupon_expires_on', 'text')
    .addColumn('coupon_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_uses')
    .addColumn('promotion_id', 'text', (c) => c.notNull().references('promotions.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('used_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_uses_pk', ['promotion_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('coupon_uses_customer')
    .on('coupon_uses')
    .columns(['promotion_id', 'customer_id'])
    .execute();

  await db.schema
    .alterTable('order_lines')
    .addColumn('promotion_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_lines').addColumn('promotions_json', 'text').execute();

  await db.schema
    .createTable('order_promotions')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('business_date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addPrimaryKeyConstraint('order_promotions_pk', ['order_id', 'promotion_id'])
    .execute();
  await db.schema
    .createIndex('order_promotions_store_date')
    .on('order_promotions')
    .columns(['store_id', 'business_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_promotions').execute();
  await db.schema.alterTable('order_lines').dropColumn('promotions_json').execute();
  await db.schema.alterTable('order_lines').dropColumn('promotion_cents').execute();
  await db.schema.dropTable('coupon_uses').execute();
  await db.schema.dropTable('promotions').execute();
  await db.schema.dropTable('price_list_prices').execute();
  await db.schema.alterTable('customers').dropColumn('group_id').execute();
  await db.schema.dropTable('customer_groups').execute();
}

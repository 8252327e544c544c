import type { Kysely } from 'kysely';

// Money as stores outside the US meet it: shelf prices that include tax, several taxes on one line, cash rounded
// to the smallest coin, and gift cards sold in a sale (a liability, not revenue). Each sale keeps how it was
// worked out, so a receipt or refund reads the same after the store changes its settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store')
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('cash_rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Taxes beside the store's main one ([{ name, rate, categoryIds }]), e.g. a city tax; null for none.
  await db.schema.alterTable('store').addColumn('additional_taxes_json', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Added to the total by rounding the cash paid (negative when rounded down); tenders add up to total + this.
  await db.schema
    .alterTable('orders')
    .addColumn('cash_rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Gift cards sold or reloaded in the sale: paid for with it, but not part of its goods total.
  await db.schema.alterTable('orders').addColumn('gift_cards_json', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('gift_cards_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Each tax of the line ([{ name, rate, taxCents }]); null for a line with the one tax at tax_rate_bps.
  await db.schema.alterTable('order_lines').addColumn('taxes_json', 'text').execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('cash_rounding_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('cash_rounding_cents').execute();
  await db.schema.alterTable('order_lines').dropColumn('taxes_json').execute();
  for (const column of ['gift_cards_cents', 'gift_cards_json', 'cash_rounding_cents', 'prices_include_tax'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of ['additional_taxes_json', 'cash_rounding_cents', 'prices_include_tax'])
    await db.schema.alterTable('store').dropColumn(column).execute();
}

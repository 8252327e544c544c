import type { Kysely } from 'kysely';

// Each promotion a sale got keeps its rule as it applied to that sale (its targets narrowed to the sale's own
// products), so a refund can price what the customer keeps under the same deal, however the promotion is edited
// or deleted afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_promotions').addColumn('rule_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_promotions').dropColumn('rule_json').execute();
}

import type { Kysely } from 'kysely';

// A parked sale keeps the coupon codes typed on it, so that it resumes with them (its promotions are priced again
// when it is completed; the codes are counted then, not when parked).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('coupon_codes_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_codes_json').execute();
}

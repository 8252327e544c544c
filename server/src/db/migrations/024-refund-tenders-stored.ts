import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// A refund's share going back to a card the till stored offline waits with that card: 'stored' until the card is
// authorised, as the sale's own payment is. Shares recorded before this are marked from the payment they return to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('refund_tenders')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('completed'))
    .execute();
  await sql`update refund_tenders set status = 'stored'
    where method = 'card' and payment_id in (select id from payments where status = 'stored')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refund_tenders').dropColumn('status').execute();
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';

// One source for a store's identity. A store gets its phone and e-mail beside its name and address (Settings ›
// General), and its receipt's name, address, phone and e-mail become overrides: empty, the receipt prints the
// store's own, so a store renamed in Settings › General prints its new name. A receipt's phone and e-mail move to
// the store; a receipt name or address that is the store's own is emptied, one that differs stays as its override.

const formatted = (store: { address: string; city: string; state: string; zip: string }) =>
  [store.address, [store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('store')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const stores = (
    await sql<{ id: string; name: string; address: string; city: string; state: string; zip: string }>`
      select id, name, address, city, state, zip from store`.execute(db)
  ).rows;
  for (const store of stores) {
    const receipt = (
      await sql<{ id: string; business_name: string; address: string; phone: string; email: string }>`
        select id, business_name, address, phone, email from receipt_settings where store_id = ${store.id}`.execute(db)
    ).rows[0];
    if (!receipt) continue;
    await sql`update store set phone = ${receipt.phone}, email = ${receipt.email} where id = ${store.id}`.execute(db);
    const name = squeezed(receipt.business_name) === squeezed(store.name) ? '' : receipt.business_name;
    const address = squeezed(receipt.address) === squeezed(formatted(store)) ? '' : receipt.address;
    await sql`update receipt_settings set business_name = ${name}, address = ${address}, phone = '', email = ''
      where id = ${receipt.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store').dropColumn('email').execute();
  await db.schema.alterTable('store').dropColumn('phone').execute();
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The shop's own categories: each can be made inactive (its products keep it; nothing new is offered it), and a
// name is one name whatever its case or surrounding spaces, held by a unique index so that two servers adding the
// same name at once cannot both succeed. Products that were never sold can now be deleted, so the till's replica
// hears of a product's deletion as it hears of every other change (see 008).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // No write path has made two categories of one name, but a hand-edited database may hold some: the later ones
  // are told apart by a number, as the index requires.
  const { rows } = await sql<{
    id: string;
    name: string;
  }>`select id, name from categories order by sort_order, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const key = (name: string) => name.trim().toLowerCase();
    let name = row.name.trim();
    for (let n = 2; taken.has(key(name)); n += 1) name = `${row.name.trim()} (${n})`;
    taken.add(key(name));
    if (name !== row.name) await sql`update categories set name = ${name} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('categories_name_folded')
    .on('categories')
    .unique()
    .expression(sql`lower(trim(name))`)
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function replica_products_delete() returns trigger language plpgsql as $$
      begin
        insert into replica_changes (store_id, entity, entity_id, changed_at)
          select null, 'product', changed.id,
            to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          from changed;
        return null;
      end $$`.execute(db);
    await sql`create trigger replica_products_delete after delete on products referencing old table as changed
      for each statement execute function replica_products_delete()`.execute(db);
  } else {
    await sql`create trigger replica_products_delete after delete on products begin
      insert into replica_changes (store_id, entity, entity_id, changed_at)
        values (null, 'product', old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists replica_products_delete on products`.execute(db);
    await sql`drop function if exists replica_products_delete()`.execute(db);
  } else {
    await sql`drop trigger if exists replica_products_delete`.execute(db);
  }
  await db.schema.dropIndex('categories_name_folded').execute();
  await db.schema.alterTable('categories').dropColumn('is_active').execute();
}

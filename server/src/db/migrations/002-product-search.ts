import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// A trigram full-text index over product name, SKU and barcode, kept in step by triggers, so substring search
// stays fast on a large catalogue. SQLite-specific: a PostgreSQL dialect would create a pg_trgm GIN index instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table products_search using fts5(
    name, sku, barcode, content='products', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into products_search(rowid, name, sku, barcode) values (new.rowid, new.name, new.sku, new.barcode);
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    insert into products_search(products_search, rowid, name, sku, barcode)
      values ('delete', old.rowid, old.name, old.sku, old.barcode);
  end`.execute(db);
  await sql`create trigger products_search_update after update of name, sku, barcode on products begin
    insert into products_search(products_search, rowid, name, sku, barcode)
      values ('delete', old.rowid, old.name, old.sku, old.barcode);
    insert into products_search(rowid, name, sku, barcode) values (new.rowid, new.name, new.sku, new.barcode);
  end`.execute(db);
  await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_search`.execute(db);
}

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect';

// A trigram index over product name, SKU and barcode, so substring search stays fast on a large catalogue: an FTS5
// trigram table kept in step by triggers on SQLite, pg_trgm GIN indexes (which LIKE and ILIKE use) on PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // Name and SKU are matched ignoring case (lower(…) like), barcodes exactly.
    await sql`create index products_name_trgm on products using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index products_sku_trgm on products using gin (lower(sku) gin_trgm_ops)`.execute(db);
    await sql`create index products_barcode_trgm on products using gin (barcode gin_trgm_ops)`.execute(db);
    return;
  }
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
  if (dialectOf(db) === 'postgres') {
    for (const column of ['name', 'sku', 'barcode'])
      await sql`drop index ${sql.raw(`products_${column}_trgm`)}`.execute(db);
    return;
  }
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_search`.execute(db);
}

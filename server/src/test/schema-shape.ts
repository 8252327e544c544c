import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

/**
 * A database's schema as what it holds, not how it was written: each table's columns (type, nullability, default,
 * key), its indexes and triggers and, on PostgreSQL, the functions the migrations made, by their bodies. A store migrated from an
 * earlier release must come out with the same as a store made today.
 */
export async function schemaOf(db: Db) {
  return dialectOf(db) === 'postgres' ? postgresSchema(db) : sqliteSchema(db);
}

async function sqliteSchema(db: Db) {
  const { rows: objects } = await sql<{ type: string; name: string; tbl_name: string }>`
    select type, name, tbl_name from sqlite_master
    where name not like 'sqlite_%' and name not like 'kysely_%' and tbl_name not like 'kysely_%'
    order by type, name`.execute(db);
  const columns: Record<string, string[]> = {};
  for (const table of objects.filter((object) => object.type === 'table')) {
    const { rows } = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${table.name}) order by name`.execute(db);
    columns[table.name] = rows.map(
      (column) =>
        `${column.name} ${column.type.toLowerCase()}${column.notnull ? ' not null' : ''}` +
        `${column.dflt_value === null ? '' : ` default ${column.dflt_value}`}${column.pk ? ` key ${column.pk}` : ''}`,
    );
  }
  const named = (type: string) =>
    objects.filter((object) => object.type === type).map((object) => `${object.tbl_name}.${object.name}`);
  return { columns, indexes: named('index'), triggers: named('trigger'), views: named('view') };
}

async function postgresSchema(db: Db) {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'
    order by table_name, column_name`.execute(db);
  const columns: Record<string, string[]> = {};
  for (const row of rows) {
    (columns[row.table_name] ??= []).push(
      `${row.column_name} ${row.data_type}${row.is_nullable === 'NO' ? ' not null' : ''}` +
        `${row.column_default === null ? '' : ` default ${row.column_default}`}`,
    );
  }
  const indexes = await sql<{ name: string }>`
    select tablename || '.' || indexname || ' ' || indexdef as name from pg_indexes
    where schemaname = current_schema() and tablename not like 'kysely_%' order by 1`.execute(db);
  const triggers = await sql<{ name: string }>`
    select c.relname || '.' || t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal order by 1`.execute(db);
  const functions = await sql<{ name: string }>`
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') ' || md5(p.prosrc) as name from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`.execute(db);
  return {
    columns,
    indexes: indexes.rows.map((row) => row.name),
    triggers: triggers.rows.map((row) => row.name),
    functions: functions.rows.map((row) => row.name),
  };
}

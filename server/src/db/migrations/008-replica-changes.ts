import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The change log a till's offline replica follows: one row per change of something selling needs, numbered in
// commit order, so a till that has applied every change up to seq N asks only for those after N. Triggers write
// it, so no write path can forget to.

/** A table the till replicates, the entity its changes name, and which of its columns say what and where. */
export interface Source {
  table: string;
  entity: 'product' | 'category' | 'customer' | 'settings' | 'staff';
  id: string;
  /** The store whose till alone cares (stock, a store's price, its settings); null for the whole chain. */
  store: string | null;
  deletes?: boolean;
  /** Only changes of these columns count (a wrong PIN's attempt counter is no news to the till). */
  columns?: string[];
}

export const sources: Source[] = [
  { table: 'products', entity: 'product', id: 'id', store: null },
  { table: 'store_stock', entity: 'product', id: 'product_id', store: 'store_id' },
  { table: 'store_prices', entity: 'product', id: 'product_id', store: 'store_id', deletes: true },
  { table: 'categories', entity: 'category', id: 'id', store: null, deletes: true },
  { table: 'customers', entity: 'customer', id: 'id', store: null },
  { table: 'store', entity: 'settings', id: 'id', store: 'id' },
  { table: 'receipt_settings', entity: 'settings', id: 'id', store: 'store_id' },
  { table: 'store_preferences', entity: 'settings', id: 'key', store: null, deletes: true },
  {
    table: 'users',
    entity: 'staff',
    id: 'id',
    store: null,
    columns: ['name', 'email', 'role', 'pin_hash', 'is_active'],
  },
  { table: 'store_staff', entity: 'staff', id: 'user_id', store: 'store_id', deletes: true },
];

export const eventsOf = (source: Source) => ['insert', 'update', ...(source.deletes ? ['delete'] : [])] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('replica_changes')
    // SQLite writes one transaction at a time, so AUTOINCREMENT (never reusing a number, even after pruning
    // everything) is commit order. PostgreSQL numbers each transaction's changes as it commits, see below.
    .addColumn('seq', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('store_id', 'text')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  // 'pruned': the newest seq deleted by pruning (a till behind it must take a new snapshot); 'seq' (PostgreSQL):
  // the last seq handed out.
  await db.schema
    .createTable('replica_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', postgres ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into replica_counters (name, value) values ('pruned', 0)`.execute(db);
  if (postgres) await logOnPostgres(db);
  else await logOnSqlite(db);
}

async function logOnSqlite(db: Kysely<unknown>) {
  for (const source of sources) {
    for (const event of eventsOf(source)) {
      const row = event === 'delete' ? 'old' : 'new';
      const store = source.store ? `${row}.${source.store}` : 'null';
      const of = event === 'update' && source.columns ? ` of ${source.columns.join(', ')}` : '';
      const when =
        event === 'update' && source.columns
          ? ` when ${source.columns.map((column) => `old.${column} is not new.${column}`).join(' or ')}`
          : '';
      await sql
        .raw(
          `create trigger replica_${source.table}_${event} after ${event}${of} on ${source.table}${when} begin
            insert into replica_changes (store_id, entity, entity_id, changed_at)
              values (${store}, '${source.entity}', ${row}.${source.id}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
          end`,
        )
        .execute(db);
    }
  }
}

/**
 * A sequence would number changes in the order transactions wrote them, not the order they commit: a reader could
 * see 101 while 100 is still in flight and skip 100 forever. So a transaction's changes wait in replica_pending
 * (unlogged: it is empty whenever nothing is in flight) and a deferred trigger numbers them at COMMIT, from a
 * counter row whose lock it holds until the commit is visible. The next transaction's numbers therefore come
 * after it, commit order and seq order agree, and the lock is held only for that last step: never while the
 * transaction still waits on other locks, so it can neither slow a sale's own work nor deadlock with it.
 */
async function logOnPostgres(db: Kysely<unknown>) {
  await sql`insert into replica_counters (name, value) values ('seq', 0)`.execute(db);
  // Rows are found by their transaction's id through an index: a scan would wade through every row earlier
  // transactions deleted, until vacuum comes by.
  await sql`create unlogged table replica_pending (xid xid8 not null default pg_current_xact_id(), store_id text,
    entity text not null, entity_id text not null)`.execute(db);
  await sql`create index replica_pending_xid on replica_pending (xid)`.execute(db);
  // One row per transaction with pending changes: its deferred trigger runs once, at commit.
  await sql`create unlogged table replica_pending_commits (xid xid8 primary key)`.execute(db);
  await sql`create function replica_mark_pending() returns void language plpgsql as $$
    begin
      if current_setting('tillwise.replica_pending', true) is distinct from 'yes' then
        perform set_config('tillwise.replica_pending', 'yes', true);
        insert into replica_pending_commits (xid) values (pg_current_xact_id());
      end if;
    end $$`.execute(db);
  // One statement, for speed: it runs in every transaction that changes what tills replicate, sales included.
  await sql`create function replica_number_pending() returns trigger language plpgsql as $$
    begin
      perform set_config('tillwise.replica_pending', '', true);
      with marked as (delete from replica_pending_commits where xid = pg_current_xact_id()),
        moved as (delete from replica_pending where xid = pg_current_xact_id() returning store_id, entity, entity_id),
        changes as (select distinct store_id, entity, entity_id from moved),
        numbered as (select changes.*, count(*) over () as total,
          row_number() over (order by entity, entity_id, store_id) as position from changes),
        counter as (update replica_counters set value = value + (select count(*) from changes)
          where name = 'seq' returning value)
      insert into replica_changes (seq, store_id, entity, entity_id, changed_at)
        select counter.value - numbered.total + numbered.position, store_id, entity, entity_id,
          to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from numbered cross join counter;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger replica_number_at_commit after insert on replica_pending_commits
    deferrable initially deferred for each row execute function replica_number_pending()`.execute(db);

  for (const source of sources) {
    for (const event of eventsOf(source)) {
      const rows = event === 'delete' ? 'old table as changed' : 'new table as changed';
      const store = source.store ? `changed.${source.store}` : 'null';
      // Statement triggers with transition tables: a sale's one stock update of n rows logs them in one insert.
      const from =
        event === 'update' && source.columns
          ? `changed join previous on previous.${source.id} = changed.${source.id}
             where (${source.columns.map((c) => `changed.${c}`).join(', ')})
               is distinct from (${source.columns.map((c) => `previous.${c}`).join(', ')})`
          : 'changed';
      const referencing = event === 'update' && source.columns ? `old table as previous ${rows}` : rows;
      const name = `replica_${source.table}_${event}`;
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$
            begin
              insert into replica_pending (store_id, entity, entity_id)
                select ${store}, '${source.entity}', changed.${source.id} from ${from};
              if found then perform replica_mark_pending(); end if;
              return null;
            end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${name} after ${event} on ${source.table} referencing ${referencing}
            for each statement execute function ${name}()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const source of sources) {
    for (const event of eventsOf(source)) {
      const name = `replica_${source.table}_${event}`;
      if (postgres) {
        await sql.raw(`drop trigger if exists ${name} on ${source.table}`).execute(db);
        await sql.raw(`drop function if exists ${name}()`).execute(db);
      } else {
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
      }
    }
  }
  if (postgres) {
    await db.schema.dropTable('replica_pending_commits').execute();
    await db.schema.dropTable('replica_pending').execute();
    await sql`drop function if exists replica_number_pending()`.execute(db);
    await sql`drop function if exists replica_mark_pending()`.execute(db);
  }
  await db.schema.dropTable('replica_counters').execute();
  await db.schema.dropTable('replica_changes').execute();
}

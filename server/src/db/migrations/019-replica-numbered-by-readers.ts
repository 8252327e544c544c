import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { eventsOf, sources } from './008-replica-changes';

// PostgreSQL: the replica's change log is numbered by its readers, not at each writer's commit. Until now every
// transaction that changed what tills replicate (every sale: its stock) numbered its changes at COMMIT from one
// counter row, holding that row's lock through its WAL flush, so every sale of the chain took turns there, one
// fsync at a time. Now a write only adds its changes, unnumbered; whoever next reads the log (a till asking what
// changed, every few seconds) first numbers what has committed since, one reader at a time under an advisory lock,
// in a transaction of its own. Numbers still follow commit order as readers see it: a change committed after a
// numbering run is numbered by a later run, with a higher number, and a reader never sees a number before every
// lower number is visible. Each entity is numbered once per run however often it changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const source of sources) {
    for (const event of eventsOf(source)) {
      const store = source.store ? `changed.${source.store}` : 'null';
      const from =
        event === 'update' && source.columns
          ? `changed join previous on previous.${source.id} = changed.${source.id}
             where (${source.columns.map((c) => `changed.${c}`).join(', ')})
               is distinct from (${source.columns.map((c) => `previous.${c}`).join(', ')})`
          : 'changed';
      const name = `replica_${source.table}_${event}`;
      await sql
        .raw(
          `create or replace function ${name}() returns trigger language plpgsql as $$
            begin
              insert into replica_changes (store_id, entity, entity_id, changed_at)
                select ${store}, '${source.entity}', changed.${source.id},
                  to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                from ${from};
              return null;
            end $$`,
        )
        .execute(db);
    }
  }
  await sql`drop trigger if exists replica_number_at_commit on replica_pending_commits`.execute(db);
  await sql`drop function if exists replica_number_pending()`.execute(db);
  await sql`drop function if exists replica_mark_pending()`.execute(db);
  await sql`drop table if exists replica_pending_commits`.execute(db);
  await sql`drop table if exists replica_pending`.execute(db);

  await sql`alter table replica_changes drop constraint replica_changes_pkey`.execute(db);
  await sql`alter table replica_changes alter column seq drop not null`.execute(db);
  await sql`alter table replica_changes add column id bigint generated always as identity primary key`.execute(db);
  await sql`create unique index replica_changes_seq on replica_changes (seq)`.execute(db);
  await sql`create index replica_changes_unnumbered on replica_changes (id) where seq is null`.execute(db);
  const { rows } = await sql<{ next: string }>`select greatest(
      (select coalesce(max(seq), 0) from replica_changes),
      (select value from replica_counters where name = 'seq'),
      (select value from replica_counters where name = 'pruned')) + 1 as next`.execute(db);
  await sql.raw(`create sequence replica_seq start with ${Number(rows[0]?.next ?? 1)}`).execute(db);
  await sql`delete from replica_counters where name = 'seq'`.execute(db);
  await sql`create function replica_number_changes() returns void language plpgsql as $$
    begin
      -- One reader numbers at a time; another finds the lock taken and reads what is numbered already.
      if not pg_try_advisory_xact_lock(hashtextextended('tillwise.replica_numbering', 0)) then
        return;
      end if;
      delete from replica_changes later using replica_changes earlier
        where later.seq is null and earlier.seq is null and earlier.id < later.id
          and earlier.entity = later.entity and earlier.entity_id = later.entity_id
          and earlier.store_id is not distinct from later.store_id;
      update replica_changes set seq = nextval('replica_seq')
        where id in (select id from replica_changes where seq is null order by id);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  throw new Error('The replica log cannot go back to numbering at commit; restore a backup from before instead');
}

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// PostgreSQL: numbering the replica's log (migration 019) took longer than the API's statement timeout once a few
// thousand changes waited at once (an import of a catalogue), and a numbering the timeout cancels leaves them all
// waiting, so every till's next request for changes failed the same way. Its step that keeps one change per entity
// joined the waiting changes with themselves, a plan PL/pgSQL made once per connection while the log was small and
// kept: a nested loop, n² comparisons. Now it ranks each entity's waiting changes in one pass (n log n, whatever
// the plan) and keeps the first, as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await replaceNumbering(db, firstOfEachRanked);
}

/** Keeps each entity's first waiting change, ranking them in one pass. */
export const firstOfEachRanked = sql`delete from replica_changes where id in (
          select id from (
            select id, row_number() over (partition by entity, entity_id, store_id order by id) as nth
            from replica_changes where seq is null) ranked
          where nth > 1)`;

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await replaceNumbering(
    db,
    sql`delete from replica_changes later using replica_changes earlier
          where later.seq is null and earlier.seq is null and earlier.id < later.id
            and earlier.entity = later.entity and earlier.entity_id = later.entity_id
            and earlier.store_id is not distinct from later.store_id`,
  );
}

/** The numbering as migration 033 made it: its waiting changes numbered by an update whose order nothing fixed. */
export const unorderedNumbering = sql`update replica_changes set seq = nextval('replica_seq')
        where id in (select id from replica_changes where seq is null order by id)`;

export async function replaceNumbering(
  db: Kysely<unknown>,
  keepFirstOfEach: ReturnType<typeof sql>,
  numberInOrder: ReturnType<typeof sql> = unorderedNumbering,
) {
  await sql`create or replace function replica_number_changes() returns void language plpgsql as $$
    begin
      -- One reader numbers at a time; another finds the lock taken and reads what is numbered already.
      if not pg_try_advisory_xact_lock(hashtextextended('tillwise.replica_numbering', 0)) then
        return;
      end if;
      ${keepFirstOfEach};
      ${numberInOrder};
    end $$`.execute(db);
}

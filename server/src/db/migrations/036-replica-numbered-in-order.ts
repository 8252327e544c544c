import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';
import { firstOfEachRanked, replaceNumbering } from './033-replica-numbering-any-size';

// PostgreSQL: the replica's waiting changes were numbered by one update whose subquery was ordered, but an update
// takes its rows in whatever order its plan reads them: a row updated since it was written can come before an older
// one, so two stock changes made one after the other could reach a till the other way round (CI saw it: a cut
// answer held the second change and not the first). Now the changes are numbered in the order they were made, from
// an ordered select, and the update only writes the numbers down.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await replaceNumbering(
    db,
    firstOfEachRanked,
    sql`update replica_changes set seq = numbered.seq
          from (select id, nextval('replica_seq') as seq
                from (select id from replica_changes where seq is null order by id) waiting) numbered
          where replica_changes.id = numbered.id`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await replaceNumbering(db, firstOfEachRanked);
}

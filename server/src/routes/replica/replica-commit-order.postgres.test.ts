import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/database';
import type { Db } from '../../db/database';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';
import { replicaChangesSince, replicaCursor, setStoreOneStock } from '../../test/replica-client';

let t: TestApp;
let cashier: string;
// PostgreSQL only (vitest.config.ts runs *.postgres.test.ts on it alone). Tills of other app servers: their own
// connections, so their transactions overlap.
let tills: Db | null = null;
let products: string[];

beforeAll(async () => {
  t = await buildTestApp();
  cashier = await t.signInAs('cashier');
  if (t.databaseUrl) tills = openPostgres(t.databaseUrl, 6);
  products = (await t.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
});
afterAll(async () => {
  await tills?.destroy();
  await t?.close();
});

const cursorNow = () => replicaCursor(t, cashier);
const changesSince = (cursor: number) => replicaChangesSince(t, cashier, cursor);
const setStock = setStoreOneStock;
const seqOf = async (id: string, after: number) =>
  (
    await t.db
      .selectFrom('replica_changes')
      .select('seq')
      .where('entity_id', '=', id)
      .where('seq', '>', after)
      .executeTakeFirstOrThrow()
  ).seq;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a connection to the test's database is in the given state. */
async function waitForBackend(state: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql
      .raw(`select 1 from pg_stat_activity where datname = current_database() and ${state}`)
      .execute(t.db);
    if (rows.length > 0) return;
    await sleep(25);
  }
  throw new Error(`no connection came to ${state}`);
}

describe('commit order on PostgreSQL', () => {
  it('numbers a transaction that wrote first but committed last after the one that committed first', async () => {
    const [a, b] = products as [string, string];
    const cursor = await cursorNow();
    const first = await tills!.startTransaction().execute();
    await setStock(first, a, 21);
    const second = await tills!.startTransaction().execute();
    await setStock(second, b, 22);
    await second.commit().execute();

    const seen = await changesSince(cursor);
    expect(seen.products.map((product) => product.id)).toEqual([b]);
    await first.commit().execute();
    expect((await changesSince(seen.cursor)).products).toMatchObject([{ id: a, stock: 21 }]);
    expect(await seqOf(a, cursor)).toBeGreaterThan(await seqOf(b, cursor));
  });

  it('numbers a commit held up at the last moment after those that landed meanwhile, never before', async () => {
    const [a, b] = products.slice(2) as [string, string];
    // A commit slowed down at its very end (a deferred trigger): the window in which a number taken at write time
    // would be visible after a higher one. Writers take no number, so nothing waits behind it either.
    await sql`create table if not exists slow_commit (x integer)`.execute(t.db);
    await sql`create or replace function slow_commit() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return null; end $$`.execute(t.db);
    await sql`create constraint trigger slow_commit after insert on slow_commit deferrable initially deferred
      for each row execute function slow_commit()`.execute(t.db);
    const cursor = await cursorNow();

    const slow = await tills!.startTransaction().execute();
    await setStock(slow, a, 31);
    await sql`insert into slow_commit (x) values (1)`.execute(slow);
    const fast = await tills!.startTransaction().execute();
    await setStock(fast, b, 32);
    const slowCommitted = slow.commit().execute();
    await waitForBackend(`wait_event = 'PgSleep'`);
    await fast.commit().execute();
    const first = await changesSince(cursor);
    expect(first.products).toMatchObject([{ id: b, stock: 32 }]);

    await slowCommitted;
    const second = await changesSince(first.cursor);
    expect(second.products).toMatchObject([{ id: a, stock: 31 }]);
    expect(await seqOf(a, cursor)).toBeGreaterThan(await seqOf(b, cursor));
  });

  it('never shows a reader a gap while four tills commit at once, so following the cursor misses nothing', async () => {
    const start = await cursorNow();
    const added = new Set<string>();
    let writing = true;
    const till = async (n: number) => {
      for (let i = 0; i < 40; i += 1) {
        const id = `till-${n}-customer-${i}-${randomUUID()}`;
        await tills!.transaction().execute(async (trx) => {
          await trx
            .insertInto('customers')
            .values({ id, name: `Walk-in ${n}.${i}`, loyalty_points: 0, created_at: new Date().toISOString() })
            .execute();
          await sleep(Math.random() * 4);
          await setStock(trx, products[(n + i) % products.length] as string, i);
        });
        added.add(id);
      }
    };
    const followed = new Set<string>();
    const reader = async () => {
      let cursor = start;
      let reads = 0;
      while (writing || cursor < (await cursorNow())) {
        const seqs = (
          await t.db.selectFrom('replica_changes').select('seq').where('seq', '>', cursor).orderBy('seq').execute()
        ).map((row) => Number(row.seq));
        expect(seqs).toEqual(seqs.map((_, index) => cursor + index + 1));
        const answer = await changesSince(cursor);
        for (const customer of answer.customers) followed.add(customer.id);
        cursor = answer.cursor;
        reads += 1;
      }
      return reads;
    };
    const reading = reader();
    await Promise.all([0, 1, 2, 3].map(till));
    writing = false;
    expect(await reading).toBeGreaterThan(5);
    expect([...added].filter((id) => !followed.has(id))).toEqual([]);
    expect(added.size).toBe(160);
  });
});

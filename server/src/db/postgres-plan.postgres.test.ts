import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest, openPostgres } from './database';
import type { Db } from './database';
import type { Plan } from './plan';
import { runPostgresPlan } from './postgres-plan';
import { createTestDatabase } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';

// tillwise_run_plan prepares each step once per connection and reuses it; these run on a pool of one connection,
// so every plan meets the statements the ones before it prepared.
let store: TestDatabase;
let db: Db;

beforeAll(async () => {
  store = await createTestDatabase();
  await store.db.destroy();
  db = openPostgres(store.databaseUrl ?? '', 1);
  await migrateToLatest(db);
  await sql`create table plan_counts (name text primary key, value bigint not null)`.execute(db);
  await sql`insert into plan_counts values ('sales', 0)`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
  await store?.drop({ closed: true });
});

const countUp = (by: number, least: number): Plan => ({
  steps: [
    { sql: 'select value from plan_counts where name = ?', params: ['sales'], bind: 'before', column: 'value' },
    {
      sql: 'update plan_counts set value = value + ? where name = ? and value >= ?',
      params: [by, 'sales', least],
      expect: 'changed',
      stop: 'too-few',
    },
    {
      sql: 'select value from plan_counts where name = ? and value > cast(? as bigint)',
      params: ['sales', { ref: 'before' }],
      bind: 'after',
      column: 'value',
    },
  ],
});

const preparedCount = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where name like 'tillwise_%'`.execute(
        db,
      )
    ).rows[0]?.n,
  );

const countNow = async () =>
  Number((await sql<{ value: string }>`select value from plan_counts where name = 'sales'`.execute(db)).rows[0]?.value);

it('prepares each step once and gives the same answers when it runs again', async () => {
  const first = await runPostgresPlan(db, countUp(2, 0));
  expect(first).toEqual({ ok: true, bound: { before: 0, after: 2 } });
  const prepared = await preparedCount();
  expect(prepared).toBe(3);
  const second = await runPostgresPlan(db, countUp(3, 0));
  expect(second).toEqual({ ok: true, bound: { before: 2, after: 5 } });
  expect(await preparedCount()).toBe(prepared);
  expect(await countNow()).toBe(5);
});

it('a plan that stopped (its transaction undone, marks with it) runs its prepared steps again', async () => {
  const plan: Plan = {
    steps: [
      { sql: 'update plan_counts set value = value + ? where name = ?', params: [10, 'sales'] },
      {
        sql: 'select value from plan_counts where name = ? and value > cast(? as bigint)',
        params: ['sales', 1_000],
        expect: 'row',
        stop: 'small',
      },
    ],
  };
  expect(await runPostgresPlan(db, plan)).toEqual({ ok: true, stopped: 'small', bound: {} });
  expect(await runPostgresPlan(db, plan)).toEqual({ ok: true, stopped: 'small', bound: {} });
  expect(await countNow()).toBe(5);
  const refused = await runPostgresPlan(db, countUp(1, 100));
  expect(refused).toEqual({ ok: true, stopped: 'too-few', bound: { before: 5 } });
  expect(await runPostgresPlan(db, countUp(1, 0))).toEqual({ ok: true, bound: { before: 5, after: 6 } });
  expect(await countNow()).toBe(6);
});

it('a connection with very many statements prepared runs new steps without preparing them', async () => {
  await sql.raw(Array.from({ length: 500 }, (_, n) => `prepare filler_${n} as select ${n}`).join('; ')).execute(db);
  const before = await preparedCount();
  const plan: Plan = {
    steps: [{ sql: 'update plan_counts set value = value + ? where name = ? and ? > 0', params: [4, 'sales', 1] }],
  };
  expect(await runPostgresPlan(db, plan)).toEqual({ ok: true, bound: {} });
  expect(await preparedCount()).toBe(before);
  expect(await countNow()).toBe(10);
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { migrateToLatest } from './database';
import type { Db } from './database';
import { dialectOf } from './dialect';
import { GroupCommit } from './group-commit';

let testDatabase: TestDatabase;
let db: Db;
beforeEach(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.db;
  await migrateToLatest(db);
});
afterEach(() => testDatabase.drop());

const addCounter =
  (name: string, fail = false) =>
  async (trx: Parameters<Parameters<GroupCommit['run']>[0]>[0]) => {
    await trx.insertInto('counters').values({ name, value: 1 }).execute();
    if (fail) throw new Error(`${name} failed`);
    return name;
  };

describe('GroupCommit', () => {
  it('commits concurrent jobs together and answers each with its own result', async () => {
    const writer = new GroupCommit(db);
    const results = await Promise.all(['a', 'b', 'c'].map((name) => writer.run(addCounter(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    const rows = await db.selectFrom('counters').select('name').orderBy('name').execute();
    expect(rows.map((row) => row.name)).toEqual(['a', 'b', 'c']);
  });

  it('rolls back only the job that failed', async () => {
    const writer = new GroupCommit(db);
    const outcomes = await Promise.allSettled([
      writer.run(addCounter('a')),
      writer.run(addCounter('b', true)),
      writer.run(addCounter('c')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await db.selectFrom('counters').select('name').orderBy('name').execute();
    expect(rows.map((row) => row.name)).toEqual(['a', 'c']);
  });

  it('lets a later job see an earlier one: in the same batch on SQLite, once it has answered on PostgreSQL', async () => {
    const writer = new GroupCommit(db);
    const count = () => writer.run(async (trx) => (await trx.selectFrom('counters').select('name').execute()).length);
    if (dialectOf(db) === 'sqlite') {
      const [, seen] = await Promise.all([writer.run(addCounter('a')), count()]);
      expect(seen).toBe(1);
    } else {
      // Each job is a transaction of its own on the pool there, beside the others: no order between two in flight.
      await writer.run(addCounter('a'));
      expect(await count()).toBe(1);
    }
  });
});

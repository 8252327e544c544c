import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../dialect';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { down, up } from './032-staff-email-optional';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

const member = (id: string, email: string | null) => ({
  id,
  name: id,
  email,
  role: 'cashier',
  pin_hash: 'x',
  created_at: '2026-01-01T00:00:00.000Z',
});
const staffChanges = async (id: string) =>
  (
    await test.db
      .selectFrom('replica_changes')
      .select('seq')
      .where('entity', '=', 'staff')
      .where('entity_id', '=', id)
      .execute()
  ).length;

describe('migration 032: staff need no e-mail', () => {
  it('made again from a store whose staff all had one, keeps every member, their sales and the till replica', async () => {
    const db = test.db as unknown as Kysely<unknown>;
    const before = await test.db.selectFrom('users').selectAll().orderBy('id').execute();
    const sold = await test.db
      .selectFrom('orders')
      .select(({ fn }) => ['user_id', fn.countAll().as('n')])
      .groupBy('user_id')
      .orderBy('user_id')
      .execute();
    await down(db);
    await up(db);

    expect(await test.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);
    const joined = await test.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(({ fn }) => ['orders.user_id', fn.countAll().as('n')])
      .groupBy('orders.user_id')
      .orderBy('orders.user_id')
      .execute();
    expect(joined.map(({ user_id, n }) => ({ user_id, n }))).toEqual(sold);
    if (dialectOf(test.db) === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(test.db)).rows).toEqual([]);
    }

    // Any number without an e-mail; one given stays one member's.
    await test.db
      .insertInto('users')
      .values([member('no-email-1', null), member('no-email-2', null)])
      .execute();
    await test.db.insertInto('users').values(member('with-email', 'sam@example.com')).execute();
    await expect(test.db.insertInto('users').values(member('again', 'sam@example.com')).execute()).rejects.toThrow();
    // Foreign keys still hold, and the replica still hears of new staff.
    await expect(
      test.db
        .insertInto('sessions')
        .values({ token_hash: 'orphan', user_id: 'nobody', created_at: '2026-01-01', expires_at: '2026-01-02' })
        .execute(),
    ).rejects.toThrow();
    expect(await staffChanges('no-email-1')).toBe(1);
    await test.db.updateTable('users').set({ email: 'nina@example.com' }).where('id', '=', 'no-email-1').execute();
    expect(await staffChanges('no-email-1')).toBe(2);
  });

  it('is undone only once every member has an e-mail again', async () => {
    await expect(down(test.db as unknown as Kysely<unknown>)).rejects.toThrow('Some staff have no e-mail');
    expect(await test.db.selectFrom('users').select('id').where('id', '=', 'no-email-2').execute()).toHaveLength(1);
  });
});

import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { dialectOf } from './dialect';
import { isValueOutOfRange } from './value-out-of-range';

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

it('knows a number too large for its column or sum, as each database says it, from other failures', async () => {
  const { db } = testDatabase;
  const overflow =
    dialectOf(db) === 'postgres'
      ? sql`select cast(2147483647 as integer) + 1`
      : sql`select sum(x) from (select 9223372036854775807 as x union all select 1)`;
  const error = await overflow.execute(db).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(isValueOutOfRange(error)).toBe(true);
  const otherFailure = await sql`select * from no_such_table`.execute(db).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(otherFailure).not.toBeNull();
  expect(isValueOutOfRange(otherFailure)).toBe(false);
});

import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { numberNewChanges } from '../repositories/replica-repository';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

/** Two stock changes one after the other, the first's log row rewritten since (so a plain read meets it last). */
async function twoChangesNumbered() {
  await numberNewChanges(test.db);
  for (const [product, quantity] of [
    ['prod-monstera', 11],
    ['prod-lavender', 12],
  ] as const) {
    await test.db
      .updateTable('store_stock')
      .set({ quantity })
      .where('product_id', '=', product)
      .where('store_id', '=', 'store-1')
      .execute();
  }
  await sql`update replica_changes set changed_at = changed_at
    where id = (select min(id) from replica_changes where seq is null)`.execute(test.db);
  await numberNewChanges(test.db);
  const rows = await sql<{ entity_id: string; seq: number }>`
    select entity_id, seq from replica_changes where entity_id in ('prod-monstera', 'prod-lavender')
    order by id desc limit 2`.execute(test.db);
  return Object.fromEntries(rows.rows.map((row) => [row.entity_id, Number(row.seq)]));
}

// With migration 033's numbering the rewritten first change was numbered after the second (seen here before the fix).
it('numbers the waiting changes in the order they were made, whatever order the table holds them in', async () => {
  const seq = await twoChangesNumbered();
  expect(seq['prod-monstera']).toBeLessThan(seq['prod-lavender']!);
});

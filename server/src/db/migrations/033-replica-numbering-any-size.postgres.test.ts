import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { apiTimeouts } from '../postgres-pool';
import { numberNewChanges } from '../repositories/replica-repository';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

const importCount = 3000;
const stores = ['store-1', 'store-2'];

describe('migration 033: the replica log numbered at any size', () => {
  it('numbers a catalogue import within the API’s statement timeout on a connection that numbered a small log before, one change per entity', async () => {
    await test.db.connection().execute(async (connection) => {
      await sql.raw(`set statement_timeout = ${apiTimeouts.statementMs}`).execute(connection);
      // The connection plans its numbering while the log is small, as a server's does between sales.
      await connection
        .updateTable('store_stock')
        .set({ quantity: 5 })
        .where('product_id', '=', 'prod-monstera')
        .execute();
      await numberNewChanges(connection);

      const now = new Date().toISOString();
      const ids = Array.from({ length: importCount }, (_, i) => `import-${i}`);
      await connection.transaction().execute(async (trx) => {
        for (let start = 0; start < importCount; start += 500) {
          const batch = ids.slice(start, start + 500);
          await trx
            .insertInto('products')
            .values(
              batch.map((id) => ({
                ...{ id, name: id, sku: id, barcode: null, price_cents: 100, cost_cents: null, tax_rate_bps: 0 },
                ...{ category_id: 'cat-seeds', image: null, reorder_level: null, description: '', supplier: '' },
                ...{ is_active: 1, created_at: now, updated_at: now },
              })),
            )
            .execute();
          await trx
            .insertInto('store_stock')
            .values(batch.flatMap((id) => stores.map((store) => ({ store_id: store, product_id: id, quantity: 1 }))))
            .execute();
        }
      });
      // Each product's stock changes again before anyone reads the log: one change per product and store remains.
      await connection
        .updateTable('store_stock')
        .set({ quantity: 2 })
        .where('product_id', 'like', 'import-%')
        .execute();

      await numberNewChanges(connection);
    });

    const changes = await test.db
      .selectFrom('replica_changes')
      .select(['seq', 'store_id', 'entity_id'])
      .where('entity_id', 'like', 'import-%')
      .execute();
    expect(changes.every((change) => change.seq !== null)).toBe(true);
    for (const store of stores) expect(changes.filter((change) => change.store_id === store)).toHaveLength(importCount);
    expect(changes.filter((change) => change.store_id === null)).toHaveLength(importCount);
  });
});

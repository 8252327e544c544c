import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { isUniqueViolation } from '../unique-violation';
import { down, up } from './028-category-activity';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

describe('migration 028: category activity', () => {
  it('goes back and forth; names one only by case are told apart before the index holds them', async () => {
    const db = test.db as unknown as Kysely<unknown>;
    await down(db);
    await test.db
      .insertInto('categories')
      .values([
        { id: 'cat-plants-2', name: 'plants', color: null, icon: 'Package', sort_order: 10 },
        { id: 'cat-plants-3', name: ' PLANTS ', color: null, icon: 'Package', sort_order: 11 },
      ])
      .execute();
    await up(db);
    const rows = await test.db
      .selectFrom('categories')
      .select(['id', 'name', 'is_active'])
      .where('id', 'like', 'cat-plants%')
      .orderBy('sort_order')
      .execute();
    expect(rows).toEqual([
      { id: 'cat-plants', name: 'Plants', is_active: 1 },
      { id: 'cat-plants-2', name: 'plants (2)', is_active: 1 },
      { id: 'cat-plants-3', name: 'PLANTS (3)', is_active: 1 },
    ]);
  });

  it('holds names unique whatever their case and spaces, as two servers adding one at once would meet', async () => {
    const clash = test.db
      .insertInto('categories')
      .values({ id: 'cat-seeds-2', name: ' SEEDS', color: null, icon: 'Package', sort_order: 12 })
      .execute();
    await expect(clash).rejects.toSatisfy(isUniqueViolation);
  });

  it('tells the till’s replica of a deleted product', async () => {
    await test.db
      .insertInto('products')
      .values({
        id: 'prod-gone',
        name: 'Gone',
        sku: 'GONE-1',
        barcode: null,
        price_cents: 100,
        cost_cents: null,
        tax_rate_bps: 0,
        category_id: 'cat-tools',
        image: null,
        reorder_level: null,
        description: '',
        supplier: '',
        is_active: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const logged = () =>
      test.db.selectFrom('replica_changes').select('entity').where('entity_id', '=', 'prod-gone').execute();
    const added = await logged();
    await test.db.deleteFrom('products').where('id', '=', 'prod-gone').execute();
    expect(await logged()).toEqual([...added, { entity: 'product' }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createSeededTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { gramsToPoundThousandths, up } from './030-weights-in-product-units';

let test: TestDatabase;
beforeAll(async () => {
  test = await createSeededTestDatabase();
});
afterAll(() => test?.drop());

const at = '2026-11-20T15:00:00.000Z';

/** A shop's cheese sold by the lb as an earlier version kept it: every quantity in whole grams. */
async function cheeseInGrams() {
  const db = test.db;
  await db
    .insertInto('products')
    .values({
      id: 'prod-cheddar',
      name: 'Cheddar',
      sku: 'DELI-CHD',
      barcode: null,
      price_cents: 2499,
      cost_cents: null,
      tax_rate_bps: 0,
      category_id: 'cat-tools',
      image: null,
      reorder_level: 907, // 2 lb
      description: '',
      supplier: '',
      is_active: 1,
      sold_by: 'lb',
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
  // 12 lb in at first (5,443 g), then half a pound (227 g) sold and a quarter (113 g) thrown away.
  const movements = [
    { id: 'mv-1', quantity_change: 5443, reason: 'initial', reference: null },
    { id: 'mv-2', quantity_change: -227, reason: 'sale', reference: 'order-cheddar' },
    { id: 'mv-3', quantity_change: -113, reason: 'damaged', reference: null },
  ];
  for (const movement of movements) {
    await db
      .insertInto('stock_movements')
      .values({
        ...movement,
        product_id: 'prod-cheddar',
        store_id: 'store-1',
        note: null,
        user_id: 'user-admin',
        created_at: at,
      } as never)
      .execute();
  }
  await db
    .insertInto('store_stock')
    .values({ store_id: 'store-1', product_id: 'prod-cheddar', quantity: 5443 - 227 - 113 } as never)
    .execute();
}

describe('migration 030: weights in the product’s own unit', () => {
  it('turns grams of goods sold by the lb into thousandths of a pound, keeping stock equal to its ledger', async () => {
    expect([227, 5443, 113, 907, -227].map(gramsToPoundThousandths)).toEqual([500, 12_000, 249, 2_000, -500]);
    await cheeseInGrams();
    const epochBefore = await test.db.selectFrom('database_epoch').select('epoch').executeTakeFirstOrThrow();
    const lavenderBefore = await test.db
      .selectFrom('store_stock')
      .select('quantity')
      .where('product_id', '=', 'prod-lavender')
      .where('store_id', '=', 'store-1')
      .executeTakeFirstOrThrow();

    await up(test.db as unknown as Kysely<unknown>);

    const ledger = await test.db
      .selectFrom('stock_movements')
      .select(['id', 'quantity_change'])
      .where('product_id', '=', 'prod-cheddar')
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => row.quantity_change)).toEqual([12_000, -500, -249]);
    const stock = await test.db
      .selectFrom('store_stock')
      .select('quantity')
      .where('product_id', '=', 'prod-cheddar')
      .executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(12_000 - 500 - 249);
    const product = await test.db
      .selectFrom('products')
      .select('reorder_level')
      .where('id', '=', 'prod-cheddar')
      .executeTakeFirstOrThrow();
    expect(product.reorder_level).toBe(2_000);
    // Goods sold by the unit (and by the kg, whose grams are already thousandths) are left as they were.
    const lavenderAfter = await test.db
      .selectFrom('store_stock')
      .select('quantity')
      .where('product_id', '=', 'prod-lavender')
      .where('store_id', '=', 'store-1')
      .executeTakeFirstOrThrow();
    expect(lavenderAfter.quantity).toBe(lavenderBefore.quantity);
    // Every till takes its products' stock afresh.
    const epochAfter = await test.db.selectFrom('database_epoch').select('epoch').executeTakeFirstOrThrow();
    expect(epochAfter.epoch).not.toBe(epochBefore.epoch);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { isSeeded } from './seed';
import { productsInStore } from '../../test/store-stock';
import { now, seedTestDatabases } from './seed.fixtures';

// The demo store as seeded: its stores, staff, catalogue, customers, integrations and receipt settings.
const { seededDatabase, dropAll } = seedTestDatabases();

let db: Db;
// The whole demo history (two stores, 90 days): minutes on a busy machine.
beforeAll(async () => {
  db = await seededDatabase();
}, 300_000);
afterAll(dropAll);

describe('demo store seed', () => {
  it('has the garden centre with the default tax rate 8.25 %', async () => {
    const store = await db.selectFrom('store').selectAll().where('id', '=', 'store-1').executeTakeFirstOrThrow();
    expect(store).toMatchObject({ type: 'garden_centre', tax_rate_bps: 825, is_demo: 1 });
    expect(await isSeeded(db)).toBe(true);
  });

  it('has the four roles, admin first, and a cashier of its own at the second store', async () => {
    const users = await db.selectFrom('users').select(['id', 'role']).orderBy('created_at').execute();
    expect(users.map((user) => user.role)).toEqual(['admin', 'manager', 'cashier', 'inventory', 'cashier']);
    const riverside = await db.selectFrom('store_staff').select('user_id').where('store_id', '=', 'store-2').execute();
    expect(riverside.map((row) => row.user_id).sort()).toEqual(
      ['user-admin', 'user-inventory', 'user-manager', 'user-riverside-cashier'].sort(),
    );
  });

  it('opens a second store with its own tills, stock and 90 days of sales', async () => {
    const stores = await db.selectFrom('store').select(['id', 'name']).orderBy('id').execute();
    expect(stores).toEqual([
      { id: 'store-1', name: 'Greenleaf Garden Centre' },
      { id: 'store-2', name: 'Greenleaf Riverside' },
    ]);
    const salesOf = async (storeId: string) =>
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('store_id', '=', storeId)
            .where('status', '!=', 'parked')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await salesOf('store-2')).toBeGreaterThan(400);
    expect(await salesOf('store-2')).toBeLessThan(await salesOf('store-1'));
    const tills = await db.selectFrom('tills').select('store_id').where('store_id', '=', 'store-2').execute();
    expect(tills).toHaveLength(2);
    const stock = await productsInStore(db, 'store-2').execute();
    expect(stock.some((row) => row.stock > 0)).toBe(true);
  });

  it('has the six categories in order, each with colour and icon', async () => {
    const categories = await db.selectFrom('categories').selectAll().orderBy('sort_order').execute();
    expect(categories.map((category) => category.name)).toEqual([
      'Plants',
      'Seeds',
      'Tools',
      'Pots',
      'Furniture',
      'Soil & Fertilizer',
    ]);
    for (const category of categories) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.icon).not.toBe('');
    }
  });

  it('has 12 products with reorder levels 1..10, the three tax bands, some without cost, most with barcodes', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products).toHaveLength(12);
    const levels = products.map((product) => product.reorder_level ?? 0);
    expect(Math.min(...levels)).toBe(1);
    expect(Math.max(...levels)).toBe(10);
    expect(new Set(products.map((product) => product.tax_rate_bps))).toEqual(new Set([2000, 1000, 0]));
    expect(products.filter((product) => product.cost_cents === null).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((product) => product.barcode !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('leaves several products at or below their reorder level, some at or below half of it', async () => {
    const products = await productsInStore(db).execute();
    const level = (p: { reorder_level: number | null }) => p.reorder_level ?? 0;
    expect(products.filter((p) => p.stock <= level(p)).length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.stock <= level(p) / 2).length).toBeGreaterThanOrEqual(1);
    expect(products.filter((p) => p.stock > 2 * level(p)).length).toBeGreaterThanOrEqual(5);
  });

  it('has about ten customers, at least 8 with 100 points or more, two added in the last 7 days', async () => {
    const customers = await db.selectFrom('customers').selectAll().execute();
    expect(customers.length).toBeGreaterThanOrEqual(10);
    expect(customers.filter((customer) => customer.loyalty_points >= 100).length).toBeGreaterThanOrEqual(8);
    expect(customers.filter((customer) => customer.loyalty_points < 100).length).toBeGreaterThanOrEqual(1);
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
    expect(customers.filter((customer) => customer.created_at >= weekAgo).length).toBeGreaterThanOrEqual(2);
  });

  it('has the six integrations with only the card payment provider connected, and the receipt defaults', async () => {
    const integrations = await db.selectFrom('integrations').selectAll().orderBy('sort_order').execute();
    expect(integrations).toHaveLength(6);
    expect(integrations.filter((i) => i.status === 'connected').map((i) => i.name)).toEqual(['Stripe']);
    expect(new Set(integrations.map((i) => i.kind))).toEqual(new Set(['accounting', 'ecommerce', 'payments']));
    const receipt = await db.selectFrom('receipt_settings').selectAll().executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({
      footer_message: 'Thank you for your business!',
      return_policy: 'Returns accepted within 30 days with receipt.',
      show_barcode: 1,
    });
  });
});

import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import type { Customer } from '@tillwise/core/customer/customer-schemas';
import type { ReplicaChanges } from '@tillwise/core/replica/replica-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneReplicaChanges } from '../../services/replica-service';
import { buildTestApp } from '../../test/build-test-app';
import type { TestApp } from '../../test/build-test-app';

let t: TestApp;
let atFirst: string;
let atSecond: string;
const bulkCount = 3000;
/** The change cursor before the bulk products were added. */
let beforeBulk: number;

beforeAll(async () => {
  t = await buildTestApp();
  [atFirst, atSecond] = await Promise.all([t.signInAs('admin'), t.signInAs('admin')]);
  await t.app.inject({
    method: 'POST',
    url: '/api/session/store',
    headers: { cookie: atSecond },
    payload: { storeId: 'store-2' },
  });
  beforeBulk = await cursorNow();
  await addBulkProducts();
});
afterAll(() => t?.close());

const bulkId = (i: number) => `bulk-${String(i).padStart(5, '0')}`;
/** Every tenth bulk product has a price of its own at the first store. */
const ownPrice = (i: number) => (i % 10 === 0 ? 5000 + i : null);

/** A few thousand products with stock at both stores, written straight to the database in one transaction. */
async function addBulkProducts() {
  const category = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const indexes = Array.from({ length: bulkCount }, (_, i) => i);
  await t.db.transaction().execute(async (trx) => {
    for (let start = 0; start < bulkCount; start += 500) {
      const batch = indexes.slice(start, start + 500);
      await trx
        .insertInto('products')
        .values(
          batch.map((i) => ({
            id: bulkId(i),
            name: `Seed packet ${i}`,
            sku: `BULK-${i}`,
            barcode: null,
            price_cents: 100 + i,
            cost_cents: null,
            tax_rate_bps: 825,
            category_id: category.id,
            image: null,
            reorder_level: null,
            description: '',
            supplier: '',
            is_active: i % 7 === 0 ? 0 : 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('store_stock')
        .values(
          batch.flatMap((i) =>
            ['store-1', 'store-2'].map((store) => ({
              store_id: store,
              product_id: bulkId(i),
              quantity: store === 'store-1' ? i % 50 : 7,
            })),
          ),
        )
        .execute();
      const priced = batch.filter((i) => ownPrice(i) !== null);
      await trx
        .insertInto('store_prices')
        .values(priced.map((i) => ({ store_id: 'store-1', product_id: bulkId(i), price_cents: ownPrice(i) ?? 0 })))
        .execute();
    }
  });
}

const get = (url: string, cookie = atFirst) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const cursorNow = async (): Promise<number> => (await get('/api/replica/cursor')).json().cursor;
const changesSince = async (cursor: number, limit = 2000, cookie = atFirst): Promise<ReplicaChanges> =>
  (await get(`/api/replica/changes?cursor=${cursor}&limit=${limit}`, cookie)).json();

/** Follows a paged snapshot to its end. */
async function pageAll<T extends { id: string }>(path: string, limit: number, cookie = atFirst) {
  const rows: T[] = [];
  let pages = 0;
  let after: string | null = null;
  do {
    const response = await get(`${path}?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`, cookie);
    expect(response.statusCode).toBe(200);
    const page: { rows: T[]; next: string | null } = response.json();
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    if (page.next) expect(page.next).toBe(page.rows.at(-1)?.id);
    rows.push(...page.rows);
    after = page.next;
    pages += 1;
  } while (after);
  return { rows, pages };
}

describe('GET /api/replica/products', () => {
  it('pages every product once, on sale or not, in id order, as each store sells it', async () => {
    const ids = (await t.db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(bulkCount);
    const { rows, pages } = await pageAll<Product>('/api/replica/products', 700);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(pages).toBe(Math.ceil(ids.length / 700));
    const at = (list: Product[], i: number) => list.find((row) => row.id === bulkId(i));
    expect(at(rows, 10)).toMatchObject({ priceCents: 5010, chainPriceCents: 110, stock: 10, isActive: true });
    expect(at(rows, 14)).toMatchObject({ priceCents: 114, storePriceCents: null, stock: 14, isActive: false });

    const second = await pageAll<Product>('/api/replica/products', 5000, atSecond);
    expect(second.pages).toBe(1);
    expect(at(second.rows, 10)).toMatchObject({ priceCents: 110, storePriceCents: null, stock: 7 });
  });

  it('answers an empty last page after the last id', async () => {
    const last = await t.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await get(`/api/replica/products?after=${last.id}`)).json()).toEqual({ rows: [], next: null });
  });
});

describe('GET /api/replica/customers', () => {
  it('pages every customer once, in id order', async () => {
    const ids = (await t.db.selectFrom('customers').select('id').orderBy('id').execute()).map((row) => row.id);
    const { rows, pages } = await pageAll<Customer>('/api/replica/customers', 3);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(pages).toBe(Math.ceil(ids.length / 3));
  });
});

describe('following the changes', () => {
  it('brings a few thousand new products in answers of at most the limit, then says there is no more', async () => {
    const seen = new Map<string, Product>();
    let cursor = beforeBulk;
    let answers = 0;
    let answer: ReplicaChanges;
    do {
      answer = await changesSince(cursor, 1000);
      expect(answer.reset).toBe(false);
      expect(answer.cursor).toBeGreaterThan(cursor);
      expect(answer.products.length).toBeLessThanOrEqual(1000);
      for (const product of answer.products) seen.set(product.id, product);
      cursor = answer.cursor;
      answers += 1;
    } while (answer.more);
    expect(answers).toBeGreaterThan(3);
    expect(cursor).toBe(await cursorNow());
    expect([...seen.keys()].filter((id) => id.startsWith('bulk-'))).toHaveLength(bulkCount);
    expect(seen.get(bulkId(20))).toMatchObject({ priceCents: 5020, stock: 20 });
  });

  it('stops a cut answer at the last change it holds', async () => {
    const cursor = await cursorNow();
    await t.db.updateTable('store_stock').set({ quantity: 1 }).where('product_id', '=', bulkId(1)).execute();
    await t.db.updateTable('store_stock').set({ quantity: 2 }).where('product_id', '=', bulkId(2)).execute();
    const first = await changesSince(cursor, 1);
    expect(first).toMatchObject({ more: true, products: [{ id: bulkId(1), stock: 1 }] });
    const second = await changesSince(first.cursor, 1);
    expect(second).toMatchObject({ more: false, products: [{ id: bulkId(2), stock: 2 }] });
    expect(second.cursor).toBe(await cursorNow());
  });

  it('leaves out changes of other stores', async () => {
    const cursor = await cursorNow();
    await t.db
      .updateTable('store_stock')
      .set({ quantity: 99 })
      .where('store_id', '=', 'store-2')
      .where('product_id', '=', bulkId(3))
      .execute();
    expect(await changesSince(cursor)).toMatchObject({ products: [], more: false, cursor: await cursorNow() });
    expect((await changesSince(cursor, 2000, atSecond)).products).toMatchObject([{ id: bulkId(3), stock: 99 }]);
  });
});

describe('pruning', () => {
  it('answers reset to a cursor the pruned log no longer reaches, and to one from the future', async () => {
    const newest = await cursorNow();
    expect(await pruneReplicaChanges(t.db, new Date(), { days: 14, rows: 100 })).toBe(newest - 100);
    const { epoch } = (await get('/api/replica/cursor')).json();
    expect(await changesSince(beforeBulk)).toEqual({
      cursor: newest,
      epoch,
      more: false,
      reset: true,
      products: [],
      customers: [],
      removedProductIds: [],
      categories: null,
      settingsChanged: false,
      staffChanged: false,
    });
    expect(await changesSince(newest - 100)).toMatchObject({ reset: false, cursor: newest });
    expect(await changesSince(newest - 101)).toMatchObject({ reset: true });
    expect(await changesSince(newest + 1)).toMatchObject({ reset: true, cursor: newest });
  });

  it('prunes everything older than the horizon, keeps the cursor, and never numbers a change twice', async () => {
    const newest = await cursorNow();
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await pruneReplicaChanges(t.db, later)).toBe(newest);
    expect(await t.db.selectFrom('replica_changes').select('seq').execute()).toEqual([]);
    expect(await cursorNow()).toBe(newest);
    expect(await changesSince(newest)).toMatchObject({ reset: false, products: [] });

    await t.db.updateTable('store_stock').set({ quantity: 5 }).where('product_id', '=', bulkId(5)).execute();
    const answer = await changesSince(newest);
    expect(answer).toMatchObject({ reset: false, products: [{ id: bulkId(5), stock: 5 }] });
    expect(answer.cursor).toBeGreaterThan(newest);
  });
});

// The offline-till bench's store: the demo chain topped up with garden products, written straight into its SQLite
// file, and what the server's database holds once the till has synced, read from that file beside the server.
import SQLite from 'better-sqlite3';
import { databaseFile } from '../server/src/db/database';
import { prepareDatabase } from '../server/src/setup/prepare-database';
import { createRandom } from '../server/src/setup/seed/random';
import { gardenProduct } from './garden-catalogue';

/** The garden catalogue's categories the demo chain lacks (bench/garden-catalogue.ts). */
const extraCategories = [
  { id: 'cat-edibles', name: 'Edibles', color: '#65a30d', icon: 'Sprout' },
  { id: 'cat-compost', name: 'Compost & Feed', color: '#57534e', icon: 'Layers' },
  { id: 'cat-outdoor', name: 'Outdoor Living', color: '#0e7490', icon: 'Armchair' },
];

/**
 * The demo chain, topped up with garden products to `catalogueSize`, written straight into the SQLite file before
 * the server opens it (one transaction, prepared statements). Their triggers log each row in the replica's change
 * log too; that is all before the cursor a snapshot starts from, so the snapshot reads them as rows, by id.
 */
export async function prepareStore(
  dataDir: string,
  catalogueSize: number,
  storeId: string,
): Promise<{ demoProducts: number; inserted: number; ms: number }> {
  const { db } = await prepareDatabase({ dataDir, seed: 'demo', adminPin: '1111' }, new Date());
  await db.destroy();
  const sqlite = new SQLite(databaseFile(dataDir));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    const demoProducts = (sqlite.prepare('select count(*) as n from products').get() as { n: number }).n;
    const inserted = Math.max(0, catalogueSize - demoProducts);
    const now = new Date().toISOString();
    const addCategory = sqlite.prepare(
      'insert or ignore into categories (id, name, color, icon, sort_order) values (@id, @name, @color, @icon, 100)',
    );
    const addProduct = sqlite.prepare(`insert into products (id, name, sku, barcode, price_cents, cost_cents,
        tax_rate_bps, category_id, image, reorder_level, description, supplier, is_active, created_at, updated_at)
      values (@id, @name, @sku, @barcode, @priceCents, @costCents, @taxRateBps, @categoryId, null, @reorderLevel,
        @description, @supplier, @isActive, @now, @now)`);
    const addStock = sqlite.prepare('insert into store_stock (store_id, product_id, quantity) values (?, ?, ?)');
    const started = performance.now();
    sqlite.transaction(() => {
      for (const category of extraCategories) addCategory.run(category);
      const random = createRandom(7);
      for (let n = 0; n < inserted; n += 1) {
        const product = gardenProduct(n, random);
        addProduct.run({
          ...product,
          taxRateBps: Math.round(product.taxRate * 100),
          isActive: product.isActive ? 1 : 0,
          now,
        });
        addStock.run(storeId, product.id, product.stock);
      }
    })();
    return { demoProducts, inserted, ms: performance.now() - started };
  } finally {
    sqlite.close();
  }
}

/** What the server's database holds, read from its SQLite file (WAL: readers beside the running server). */
export function readStore<T>(dataDir: string, read: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

export const countOf = (sqlite: SQLite.Database, query: string, ...params: unknown[]) =>
  (sqlite.prepare(query).get(...params) as { n: number | null }).n ?? 0;

export function catalogueCounts(dataDir: string) {
  return readStore(dataDir, (sqlite) => ({
    products: countOf(sqlite, 'select count(*) as n from products'),
    active: countOf(sqlite, 'select count(*) as n from products where is_active = 1'),
    customers: countOf(sqlite, 'select count(*) as n from customers'),
  }));
}

/** The queued sales as the server recorded them: each a row, and everything that hangs off it, counted once. */
export function recordedSales(dataDir: string, ids: readonly string[], tillId: string) {
  const json = JSON.stringify(ids);
  const these = 'in (select value from json_each(?))';
  return readStore(dataDir, (sqlite) => ({
    allOrders: countOf(sqlite, 'select count(*) as n from orders'),
    orders: countOf(sqlite, `select count(*) as n from orders where id ${these}`, json),
    numbers: countOf(sqlite, `select count(distinct number) as n from orders where id ${these}`, json),
    offline: countOf(sqlite, `select sum(captured_offline) as n from orders where id ${these}`, json),
    onTill: countOf(sqlite, `select count(*) as n from orders where till_id = ? and id ${these}`, tillId, json),
    totalCents: countOf(sqlite, `select sum(total_cents) as n from orders where id ${these}`, json),
    lines: countOf(sqlite, `select count(*) as n from order_lines where order_id ${these}`, json),
    payments: countOf(sqlite, `select count(*) as n from payments where order_id ${these}`, json),
    stockMoves: countOf(sqlite, `select count(*) as n from stock_movements where reference ${these}`, json),
  }));
}

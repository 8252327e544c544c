// Before timing the till's search, checks that it answers like the server: the same catalogue in a SQLite
// database and in the replica's index, the same searches through the catalogue service and the index, and the
// same products in the same order, the same totals and the same lookups.
import { productListQuerySchema } from '../core/src/catalog/catalog-schemas';
import type { Product } from '../core/src/catalog/catalog-schemas';
import { prepareDatabase } from '../server/src/setup/prepare-database';
import { createRandom } from '../server/src/setup/seed/random';
import { findProductByCode, listProducts } from '../server/src/services/catalog-service';
import { ProductIndex } from '../web/src/features/replica/search/product-index';
import type { ProductSearch } from '../web/src/features/replica/search/product-index';
import { gardenCatalogue, gardenCategoryIds } from './garden-catalogue';
import { tempDataDir } from './support';

const storeId = 'store-1';

async function storeCatalogue(products: Product[]) {
  const data = tempDataDir('till-search');
  const { db } = await prepareDatabase({ dataDir: data.dir, seed: 'empty', adminPin: '1111' }, new Date());
  const now = new Date().toISOString();
  await db
    .insertInto('categories')
    .values(gardenCategoryIds.map((id, n) => ({ id, name: id, color: null, icon: 'Sprout', sort_order: n })))
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < products.length; start += 500) {
      const rows = products.slice(start, start + 500);
      await trx
        .insertInto('products')
        .values(
          rows.map((p) => ({
            id: p.id,
            name: p.name,
            sku: p.sku,
            barcode: p.barcode,
            price_cents: p.priceCents,
            cost_cents: p.costCents,
            tax_rate_bps: p.taxRate * 100,
            category_id: p.categoryId,
            image: null,
            reorder_level: p.reorderLevel,
            description: '',
            supplier: p.supplier,
            is_active: p.isActive ? 1 : 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('store_stock')
        .values(rows.map((p) => ({ store_id: storeId, product_id: p.id, quantity: p.stock })))
        .execute();
    }
  });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      data.cleanup();
    },
  };
}

/** Searches of every kind the bench times, with and without the till's filters, over several pages. */
function searches(products: Product[]): ProductSearch[] {
  const random = createRandom(5);
  const texts = ['a', 'E', 'po', 'Po', 'é', '9c', "'", 'pot', 'POT', 'rose', 'crème', 'ÈME BR', 'gardener’s'];
  texts.push('Nelly Moser', 'lavender hid', 'zzzz', 'plt-00', '50%', 'l_', '5000', '00', '', ' compost ');
  for (let n = 0; n < 40; n += 1) {
    const product = random.pick(products);
    const field = random.pick([product.name, product.sku, product.barcode ?? product.sku]);
    const start = random.int(0, field.length - 1);
    texts.push(field.slice(start, start + random.int(1, 8)));
  }
  return texts.flatMap((q, n) => [
    { q, page: 1, pageSize: 24 },
    { q, active: true, page: 1 + (n % 3), pageSize: 24 },
    { q, active: true, categoryId: gardenCategoryIds[n % gardenCategoryIds.length], page: 1, pageSize: 96 },
  ]);
}

/** Compares the two on `count` products; returns how many searches and lookups agreed, or throws on the first that does not. */
export async function checkAgainstServer(count: number): Promise<{ searches: number; lookups: number }> {
  const products = gardenCatalogue(count, 99);
  const store = await storeCatalogue(products);
  try {
    const index = new ProductIndex();
    index.build(products);
    const all = searches(products);
    for (const query of all) {
      // As the route reads it: the same schema trims the text and reads `active` from the query string.
      const asSent = { ...query, active: query.active === undefined ? undefined : String(query.active) };
      const server = await listProducts(store.db, storeId, productListQuerySchema.parse(asSent));
      const replica = index.search(query);
      const ids = (page: { items: Product[] }) => page.items.map((p) => p.id).join(',');
      if (server.total !== replica.total || ids(server) !== ids(replica)) {
        throw new Error(
          `The till's search differs from the server's for ${JSON.stringify(query)}: ` +
            `server ${server.total} [${ids(server).slice(0, 200)}], replica ${replica.total} [${ids(replica).slice(0, 200)}]`,
        );
      }
    }
    const random = createRandom(6);
    const codes = Array.from({ length: 100 }, (_, n) => {
      const product = random.pick(products);
      return [product.barcode ?? product.sku, product.sku.toLowerCase(), product.sku.slice(0, 6), `${n}`][n % 4]!;
    });
    for (const code of codes) {
      const server = await findProductByCode(store.db, storeId, code).catch(() => null);
      const replica = index.lookup(code);
      if ((server?.id ?? null) !== (replica?.id ?? null)) {
        throw new Error(`The till's lookup of ${code} differs: server ${server?.id}, replica ${replica?.id}`);
      }
    }
    return { searches: all.length, lookups: codes.length };
  } finally {
    await store.cleanup();
  }
}

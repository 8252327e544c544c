// Product search on a 100,000-product catalogue, server time per request through the catalogue service:
// the trigram index (migration 002) beside a plain LIKE '%q%' scan of the same rows. Target: p95 ≤ 5 ms.
import { sql } from 'kysely';
import { prepareDatabase } from '../server/src/setup/prepare-database';
import { containsIgnoringCase } from '../server/src/db/like';
import { createRandom } from '../server/src/setup/seed/random';
import { listProducts } from '../server/src/services/catalog-service';
import { percentile, tempDataDir } from './support';

const catalogueSize = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const words = {
  kind: [
    'Lavender',
    'Monstera',
    'Rose',
    'Fern',
    'Tomato',
    'Basil',
    'Hosta',
    'Maple',
    'Trowel',
    'Terracotta',
    'Compost',
    'Planter',
    'Secateurs',
    'Bench',
    'Lily',
    'Orchid',
    'Cactus',
    'Ivy',
    'Heather',
    'Thyme',
  ],
  variety: [
    'Hidcote',
    'Deliciosa',
    'Gardener',
    'Annabelle',
    'Royal',
    'Dwarf',
    'Golden',
    'Blue',
    'Classic',
    'Giant',
    'Alpine',
    'Wild',
  ],
  size: ['9cm', '2L', '25cm', '40cm', '50L', '1kg', 'Pack of 6', 'Large', 'Small'],
};

export async function run() {
  const data = tempDataDir('search');
  const { db } = await prepareDatabase({ dataDir: data.dir, seed: 'empty', adminPin: '1111' }, new Date());
  const random = createRandom(7);
  const now = new Date().toISOString();
  await db
    .insertInto('categories')
    .values({ id: 'c1', name: 'Plants', color: null, icon: 'Sprout', sort_order: 0 })
    .execute();
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < catalogueSize; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, catalogueSize - start) }, (_, offset) => {
        const n = start + offset;
        return {
          id: `p${n}`,
          name: `${random.pick(words.kind)} '${random.pick(words.variety)}' ${random.pick(words.size)}`,
          sku: `SKU-${String(n).padStart(6, '0')}`,
          barcode: `50${String(10_000_000_000 + n * 7)}`,
          price_cents: random.int(99, 25_000),
          cost_cents: null,
          tax_rate_bps: 2000,
          category_id: 'c1',
          image: null,
          reorder_level: random.int(1, 10),
          description: '',
          supplier: '',
          is_active: 1,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('products').values(rows).execute();
      await trx
        .insertInto('store_stock')
        .values(rows.map((row) => ({ store_id: 'store-1', product_id: row.id, quantity: random.int(0, 200) })))
        .execute();
    }
  });
  console.log(
    `${catalogueSize} products inserted and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const queries = ['lavender', 'hidcote 2l', 'terracotta', 'sku-04217', '5010000294', 'zzzz', 'po'];
  for (const q of queries) {
    const indexed: number[] = [];
    const scanned: number[] = [];
    let total = 0;
    for (let i = 0; i < 100; i += 1) {
      let t0 = performance.now();
      total = (await listProducts(db, 'store-1', { q, page: 1, pageSize: 24 })).total;
      indexed.push(performance.now() - t0);
      t0 = performance.now();
      const where = sql<boolean>`(${containsIgnoringCase('name', q)} or ${containsIgnoringCase('sku', q)})`;
      await Promise.all([
        db.selectFrom('products').selectAll().where(where).orderBy('name').limit(24).execute(),
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(where)
          .executeTakeFirst(),
      ]);
      scanned.push(performance.now() - t0);
    }
    console.log(
      `q=${JSON.stringify(q).padEnd(14)} ${String(total).padStart(6)} matches  index p50 ${percentile(indexed, 50).toFixed(2)} ms p95 ${percentile(indexed, 95).toFixed(2)} ms` +
        `  |  LIKE scan p50 ${percentile(scanned, 50).toFixed(2)} ms p95 ${percentile(scanned, 95).toFixed(2)} ms`,
    );
  }
  await db.destroy();
  data.cleanup();
}

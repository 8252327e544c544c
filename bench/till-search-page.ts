// Runs in Chromium (bench/till-search.bench.ts bundles it with Vite): a garden-centre catalogue loaded into the
// till's search worker, then searches timed as the till sees them, from postMessage to the answer.
import type { Product } from '../core/src/catalog/catalog-schemas';
import { createRandom } from '../server/src/setup/seed/random';
import { ProductIndex } from '../web/src/features/replica/search/product-index';
import type { ProductSearch } from '../web/src/features/replica/search/product-index';
import { createSearchClient } from '../web/src/features/replica/search/search-client';
import { gardenCatalogue, gardenCategoryIds, gardenProduct } from './garden-catalogue';
import type { TillSearchFigures } from './till-search-figures';

const samplesPerClass = 300;
const picker = { active: true, page: 1, pageSize: 24 } as const;

/** The searches of one kind a cashier makes, as the product picker sends them. */
function termClasses(products: Product[]): Record<string, ProductSearch[]> {
  const random = createRandom(11);
  const some = (count: number) => Array.from({ length: count }, () => random.pick(products));
  const barcodes = () => some(70).flatMap((product) => (product.barcode ? [product.barcode] : []));
  const typing = ['terracotta', 'lavender', 'secateurs'].flatMap((word) =>
    Array.from(word, (_, end) => word.slice(0, end + 1)),
  );
  const search = (q: string, extra: Partial<ProductSearch> = {}) => ({ ...picker, q, ...extra });
  return {
    'rare words': ['Nelly Moser', 'jackmanii', 'Bistro Set', 'Crème Brûlée', "hidcote' 9cm", 'fire pit'].map((q) =>
      search(q),
    ),
    "common short ('a', 'po')": ['a', 'e', 'o', 'po', 'pl', 'er', 'an'].map((q) => search(q)),
    'common words': ['pot', 'compost', 'plant', 'greenleaf', 'lavender', 'rose', 'Terracotta'].map((q) => search(q)),
    'typing, key by key': typing.map((q) => search(q)),
    // The design's worst case: three characters or more, so each candidate's text is checked, in tens of thousands.
    'dense, 3+ characters': ['t-0', 'pot', ' po', 'tls-', 'out-0'].map((q) => search(q)),
    'full SKU': some(60).map((p, n) => search(n % 2 ? p.sku : p.sku.toLowerCase())),
    'SKU prefix': some(60).map((p, n) => search(p.sku.slice(0, 5 + (n % 3)))),
    barcode: barcodes().map((code) => search(code)),
    'barcode part': barcodes().map((code, n) => search(code.slice(2 + (n % 5), 8 + (n % 5)))),
    'no match': ['zzzz', 'qxj', 'lavendre', 'compots', '999999999999', 'jj'].map((q) => search(q)),
    'category filter': gardenCategoryIds.flatMap((categoryId) =>
      ['', 'a', 'pot', 'gold', 'greenleaf'].map((q) => search(q, { categoryId })),
    ),
    'show more (96 a page)': ['', 'a', 'pot', 'rose'].map((q) => search(q, { pageSize: 96 })),
  };
}

const since = (started: number) => performance.now() - started;

async function runTillSearchBench(count: number): Promise<TillSearchFigures> {
  let started = performance.now();
  const products = gardenCatalogue(count);
  const generateMs = since(started);

  started = performance.now();
  new ProductIndex().build(products);
  const buildMs = since(started);

  const client = createSearchClient();
  started = performance.now();
  await client.load(products);
  const loadMs = since(started);

  const classes = Object.entries(termClasses(products));
  for (const [, queries] of classes) for (const query of queries) await client.search(query);

  const figures: TillSearchFigures['classes'] = [];
  for (const [label, queries] of classes) {
    const durations: number[] = [];
    let fewest = Infinity;
    let most = 0;
    for (let n = 0; n < samplesPerClass; n += 1) {
      started = performance.now();
      const { total } = await client.search(queries[n % queries.length]!);
      durations.push(since(started));
      fewest = Math.min(fewest, total);
      most = Math.max(most, total);
    }
    figures.push({ label, durations, fewest, most });
  }

  const random = createRandom(23);
  const lookups: number[] = [];
  for (let n = 0; n < samplesPerClass; n += 1) {
    const code = random.pick(products).barcode ?? 'none';
    started = performance.now();
    await client.lookup(code);
    lookups.push(since(started));
  }

  const upsertOne: number[] = [];
  for (let n = 0; n < 50; n += 1) {
    const product = random.pick(products);
    started = performance.now();
    await client.upsert([{ ...product, name: `${product.name} (new)`, priceCents: product.priceCents + 100 }]);
    upsertOne.push(since(started));
  }
  const upsertMany: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const changed = Array.from({ length: 4_500 }, (_, n) => {
      const product = random.pick(products);
      return n % 9 === 0 ? { ...product, name: `${product.name} v${round}` } : { ...product, stock: n % 50 };
    });
    const added = Array.from({ length: 500 }, (_, n) => gardenProduct(count + round * 500 + n, random));
    started = performance.now();
    await client.upsert([...changed, ...added]);
    upsertMany.push(since(started));
  }
  const removeOne: number[] = [];
  for (let n = 0; n < 50; n += 1) {
    const id = random.pick(products).id;
    started = performance.now();
    await client.remove([id]);
    removeOne.push(since(started));
  }
  client.close();
  return { products: count, generateMs, buildMs, loadMs, classes: figures, lookups, upsertOne, upsertMany, removeOne };
}

Object.assign(globalThis, { runTillSearchBench });

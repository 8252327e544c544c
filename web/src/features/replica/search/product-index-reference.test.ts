// The index against the server's rules written out plainly (filter every product, sort, slice), on a random
// catalogue full of near misses, through random searches and random changes.
import { describe, expect, it } from 'vitest';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { ProductIndex } from './product-index';
import type { ProductSearch } from './product-index';
import { createTestProduct } from './test-products';

function randomNumbers(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(items: readonly T[]) => items[int(items.length)] as T };
}

const words = [
  'Pot',
  'pot',
  'POTS',
  'Rosé',
  'rose',
  'Crème',
  'fern',
  'Fern Tree',
  'a',
  'Ab',
  'ÉCLAIR',
  'Ω',
  '\u{1F33B}',
];
const codes = ['PLT-', 'plt_', 'POT-', 'x%', 'Ab-'];

function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** GET /api/products by the book: every product checked, sorted by name then id, one page cut out. */
function searchByTheBook(products: Map<string, Product>, query: ProductSearch) {
  const text = query.q?.trim() ?? '';
  const lower = text.toLowerCase();
  const matches = [...products.values()]
    .filter((p) => !query.active || p.isActive)
    .filter((p) => !query.categoryId || p.categoryId === query.categoryId)
    // A parent's variants when asked for; otherwise variants only in a search (browsing lists their parent).
    .filter((p) => (query.parentId ? p.parentId === query.parentId : Boolean(text) || !p.parentId))
    .filter(
      (p) =>
        !text ||
        p.name.toLowerCase().includes(lower) ||
        p.sku.toLowerCase().includes(lower) ||
        (p.barcode ?? '').includes(text),
    )
    .sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id));
  const first = (query.page - 1) * query.pageSize;
  const { page, pageSize } = query;
  return { items: matches.slice(first, first + pageSize), total: matches.length, page, pageSize };
}

describe('ProductIndex against the rules written out plainly', () => {
  it('agrees on random searches through random changes', () => {
    const random = randomNumbers(42);
    let serial = 0;
    const randomProduct = (id = `p${serial++}`): Product =>
      createTestProduct({
        id,
        name: Array.from({ length: 1 + random.int(3) }, () => random.pick(words)).join(' '),
        sku: `${random.pick(codes)}${random.int(500)}`,
        barcode: random.next() < 0.2 ? null : `${random.pick(['50', '40', 'AB', 'ab'])}${random.int(100_000)}`,
        categoryId: `c${random.int(4)}`,
        isActive: random.next() < 0.85,
        parentId: random.next() < 0.25 ? `p${random.int(Math.max(1, serial))}` : null,
      });
    const products = new Map<string, Product>();
    for (let n = 0; n < 400; n += 1) {
      const product = randomProduct();
      products.set(product.id, product);
    }
    const index = new ProductIndex();
    index.build([...products.values()]);

    const randomQuery = (): ProductSearch => {
      const source = random.pick([...products.values()]);
      const field = random.pick([source.name, source.sku, source.barcode ?? '', random.pick(words)]);
      const start = random.int(field.length);
      let q = field.slice(start, start + 1 + random.int(6));
      if (random.next() < 0.3) q = random.next() < 0.5 ? q.toUpperCase() : q.toLowerCase();
      if (random.next() < 0.1) q = ` ${q}x `;
      return {
        q,
        categoryId: random.next() < 0.3 ? `c${random.int(5)}` : undefined,
        active: random.next() < 0.5 ? true : undefined,
        parentId: random.next() < 0.15 ? (random.pick([...products.values()]).parentId ?? 'p1') : undefined,
        page: 1 + random.int(3),
        pageSize: 1 + random.int(30),
      };
    };

    let compared = 0;
    let withItems = 0;
    for (let round = 0; round < 25; round += 1) {
      for (let n = 0; n < 60; n += 1) {
        const query = randomQuery();
        const expected = searchByTheBook(products, query);
        expect(index.search(query), JSON.stringify(query)).toEqual(expected);
        compared += 1;
        if (expected.items.length > 0) withItems += 1;
      }
      const changes = Array.from({ length: 1 + random.int(40) }, () => {
        const known = random.pick([...products.keys()]);
        return random.next() < 0.3 ? randomProduct() : { ...randomProduct(known), priceCents: random.int(9999) };
      });
      for (const product of changes) products.set(product.id, product);
      index.upsert(changes);
      const gone = Array.from({ length: random.int(15) }, () => random.pick([...products.keys()]));
      for (const id of gone) products.delete(id);
      index.remove(gone);
      expect(index.size).toBe(products.size);
    }
    expect(compared).toBe(1500);
    expect(withItems).toBeGreaterThan(compared / 2);
  });
});

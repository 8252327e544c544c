import { describe, expect, it } from 'vitest';
import { ProductIndex } from './product-index';
import { createTestProduct, idsOf } from './test-products';

const lavender = createTestProduct({ id: 'p1', name: 'Lavender', sku: 'PLT-1', barcode: '5012345678900' });
const pot = createTestProduct({ id: 'p2', name: 'Terracotta Pot', sku: 'POT-2', categoryId: 'pots' });
const trowel = createTestProduct({ id: 'p3', name: 'Trowel', sku: 'TLS-3', barcode: '4006381333931' });

function indexOf(...products: ReturnType<typeof createTestProduct>[]) {
  const index = new ProductIndex();
  index.build(products);
  return index;
}

const find = (index: ProductIndex, q: string, filters: { categoryId?: string; active?: boolean } = {}) =>
  idsOf(index.search({ q, page: 1, pageSize: 50, ...filters }).items);

describe('ProductIndex.upsert', () => {
  it('adds new products in their place in the order', () => {
    const index = indexOf(lavender, trowel);
    index.upsert([createTestProduct({ id: 'p9', name: 'Rose' }), pot]);
    expect(index.size).toBe(4);
    expect(find(index, '')).toEqual(['p1', 'p9', 'p2', 'p3']);
  });

  it('finds a renamed product by its new name only, and moves it in the order', () => {
    const index = indexOf(lavender, pot, trowel);
    index.upsert([{ ...lavender, name: 'Zinnia' }]);
    expect(find(index, 'lavender')).toEqual([]);
    expect(find(index, 'zinn')).toEqual(['p1']);
    expect(find(index, '')).toEqual(['p2', 'p3', 'p1']);
  });

  it('answers with the new price and stock', () => {
    const index = indexOf(lavender, pot);
    index.upsert([{ ...pot, priceCents: 1299, stock: 3 }]);
    expect(index.search({ q: 'pot', page: 1, pageSize: 10 }).items).toEqual([{ ...pot, priceCents: 1299, stock: 3 }]);
  });

  it('moves a product to its new category', () => {
    const index = indexOf(lavender, pot, trowel);
    index.upsert([{ ...trowel, categoryId: 'pots' }]);
    expect(find(index, '', { categoryId: 'pots' })).toEqual(['p2', 'p3']);
    expect(find(index, '', { categoryId: 'plants' })).toEqual(['p1']);
  });

  it('takes a product off and back on sale', () => {
    const index = indexOf(lavender, pot);
    index.upsert([{ ...pot, isActive: false }]);
    expect(find(index, 'pot', { active: true })).toEqual([]);
    expect(find(index, 'pot')).toEqual(['p2']);
    index.upsert([{ ...pot, isActive: true }]);
    expect(find(index, 'pot', { active: true })).toEqual(['p2']);
  });

  it('follows a new SKU and barcode in search and lookup', () => {
    const index = indexOf(lavender, trowel);
    index.upsert([{ ...lavender, sku: 'HERB-77', barcode: '9780201379624' }]);
    expect(find(index, 'plt-1')).toEqual([]);
    expect(find(index, 'herb-7')).toEqual(['p1']);
    expect(find(index, '5012345')).toEqual([]);
    expect(find(index, '0201379')).toEqual(['p1']);
    expect(index.lookup('5012345678900')).toBeNull();
    expect(index.lookup('PLT-1')).toBeNull();
    expect(index.lookup('9780201379624')?.id).toBe('p1');
    index.upsert([{ ...lavender, barcode: null }]);
    expect(index.lookup('9780201379624')).toBeNull();
    expect(find(index, '0201379')).toEqual([]);
  });

  it('keeps the last of two versions of one product in a batch', () => {
    const index = indexOf(trowel);
    index.upsert([lavender, { ...lavender, name: 'Lavender Hidcote' }]);
    expect(index.size).toBe(2);
    expect(index.search({ q: 'lavender', page: 1, pageSize: 5 }).items.map((p) => p.name)).toEqual([
      'Lavender Hidcote',
    ]);
  });

  it('gives the same answers after many changes as a fresh build of the same catalogue', () => {
    const products = Array.from({ length: 300 }, (_, n) =>
      createTestProduct({ id: `p${n}`, name: `Pot ${n % 17} ${n % 5 ? 'Red' : 'Blue'}`, categoryId: `c${n % 3}` }),
    );
    const changed = new ProductIndex();
    changed.build(products.slice(0, 200));
    changed.upsert(products.slice(150).map((p, n) => ({ ...p, name: `${p.name} v2`, isActive: n % 4 !== 0 })));
    changed.remove(products.filter((_, n) => n % 7 === 0).map((p) => p.id));
    const fresh = new ProductIndex();
    fresh.build(
      products
        .slice(0, 150)
        .concat(products.slice(150).map((p, n) => ({ ...p, name: `${p.name} v2`, isActive: n % 4 !== 0 })))
        .filter((_, n) => n % 7 !== 0),
    );
    for (const query of [{ q: '' }, { q: 'blue' }, { q: 'v2', active: true }, { q: 'pot 1', categoryId: 'c1' }]) {
      expect(changed.search({ ...query, page: 2, pageSize: 20 })).toEqual(
        fresh.search({ ...query, page: 2, pageSize: 20 }),
      );
    }
  });
});

describe('ProductIndex.remove', () => {
  it('drops products from search, order and lookup, ignoring unknown ids', () => {
    const index = indexOf(lavender, pot, trowel);
    index.remove(['p1', 'nope']);
    expect(index.size).toBe(2);
    expect(find(index, '')).toEqual(['p2', 'p3']);
    expect(find(index, 'lav')).toEqual([]);
    expect(index.lookup('5012345678900')).toBeNull();
  });

  it('reuses a removed product’s place for the next one without leaking its text', () => {
    const index = indexOf(lavender, pot);
    index.remove(['p1']);
    index.upsert([trowel]);
    expect(find(index, 'lav')).toEqual([]);
    expect(find(index, '')).toEqual(['p2', 'p3']);
    expect(index.search({ page: 1, pageSize: 5, categoryId: 'plants' }).total).toBe(1);
  });
});

describe('ProductIndex.lookup', () => {
  it('finds a product by its exact barcode or its SKU ignoring case, on sale or not', () => {
    const index = indexOf(lavender, { ...pot, isActive: false }, trowel);
    expect(index.lookup('4006381333931')?.id).toBe('p3');
    expect(index.lookup('pot-2')).toMatchObject({ id: 'p2', isActive: false });
    expect(index.lookup('  PLT-1 ')?.id).toBe('p1');
  });

  it('finds nothing for part of a code', () => {
    const index = indexOf(lavender, trowel);
    expect(index.lookup('400638133393')).toBeNull();
    expect(index.lookup('PLT')).toBeNull();
    expect(index.lookup('')).toBeNull();
  });

  it('prefers the product whose barcode is the code over one whose SKU is', () => {
    const index = indexOf(
      createTestProduct({ id: 'by-sku', name: 'A', sku: '4006381333931' }),
      createTestProduct({ id: 'by-barcode', name: 'B', sku: 'X-1', barcode: '4006381333931' }),
    );
    expect(index.lookup('4006381333931')?.id).toBe('by-barcode');
  });
});

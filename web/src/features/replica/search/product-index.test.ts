import { describe, expect, it } from 'vitest';
import { ProductIndex } from './product-index';
import type { ProductSearch } from './product-index';
import { createTestProduct, idsOf } from './test-products';

const catalogue = [
  createTestProduct({ id: 'p1', name: 'Lavender Hidcote 9cm', sku: 'PLT-0001', barcode: '5012345678900' }),
  createTestProduct({ id: 'p2', name: 'lavender Munstead 2L', sku: 'PLT-0002', barcode: '5012345678917' }),
  createTestProduct({ id: 'p3', name: 'Terracotta Pot 25cm', sku: 'POT-0003', categoryId: 'pots' }),
  createTestProduct({ id: 'p4', name: 'Glazed Pot 30cm', sku: 'POT-0004', categoryId: 'pots', isActive: false }),
  createTestProduct({ id: 'p5', name: 'Rose Crème Brûlée', sku: 'plt-0005', barcode: 'ABC-55' }),
  createTestProduct({ id: 'p6', name: 'Trowel', sku: 'TLS-0006', barcode: '4006381333931', categoryId: 'tools' }),
  createTestProduct({ id: 'p0', name: 'Trowel', sku: 'TLS-0000', categoryId: 'tools' }),
  createTestProduct({ id: 'p7', name: 'Zinnia 50% off', sku: 'PLT_0007' }),
  createTestProduct({ id: 'p8', name: 'apple Tree', sku: 'EDB-0008', categoryId: 'edibles' }),
];

function search(query: Partial<ProductSearch>, products = catalogue) {
  const index = new ProductIndex();
  index.build(products);
  return index.search({ page: 1, pageSize: 50, ...query });
}

const matching = (q: string, query: Partial<ProductSearch> = {}) => idsOf(search({ q, ...query }).items);

describe('ProductIndex.search: which products match', () => {
  it('matches the name ignoring case, anywhere in it', () => {
    expect(matching('LAVENDER')).toEqual(['p1', 'p2']);
    expect(matching('vender hid')).toEqual(['p1']);
    expect(matching('t')).toEqual(expect.arrayContaining(['p3', 'p6', 'p0', 'p8']));
  });

  it('matches the SKU ignoring case', () => {
    expect(matching('pot-0003')).toEqual(['p3']);
    expect(matching('PLT-000')).toEqual(['p1', 'p5', 'p2']);
    expect(matching('tls')).toEqual(['p0', 'p6']);
  });

  it('matches the barcode anywhere in it, exactly as written', () => {
    expect(matching('5012345')).toEqual(['p1', 'p2']);
    expect(matching('78917')).toEqual(['p2']);
    expect(matching('63813')).toEqual(['p6']);
    expect(matching('ABC-5')).toEqual(['p5']);
    expect(matching('abc-5')).toEqual([]);
  });

  it('never matches across two fields', () => {
    expect(matching('9cmPLT')).toEqual([]);
    expect(matching('Trowel TLS')).toEqual([]);
  });

  it('matches one and two characters exactly', () => {
    const index = new ProductIndex();
    index.build(catalogue);
    for (const q of ['z', 'Z', '%', '_', 'ée', 'è', '50', 'ot', '00']) {
      const expected = catalogue.filter(
        (p) =>
          p.name.toLowerCase().includes(q.toLowerCase()) ||
          p.sku.toLowerCase().includes(q.toLowerCase()) ||
          (p.barcode ?? '').includes(q),
      );
      expect(idsOf(index.search({ q, page: 1, pageSize: 50 }).items).sort(), q).toEqual(idsOf(expected).sort());
    }
  });

  it('folds case beyond ASCII but keeps accents distinct', () => {
    expect(matching('CRÈME BRÛLÉE')).toEqual(['p5']);
    expect(matching('creme')).toEqual([]);
  });

  it("reads LIKE's wildcards as plain characters", () => {
    expect(matching('50%')).toEqual(['p7']);
    expect(matching('plt_')).toEqual(['p7']);
    expect(matching('%')).toEqual(['p7']);
  });

  it('trims the text, and lists everything for empty text', () => {
    expect(matching('  trowel ')).toEqual(['p0', 'p6']);
    expect(search({ q: '   ' }).total).toBe(catalogue.length);
    expect(search({}).total).toBe(catalogue.length);
  });

  it('leaves out inactive products when asked for active ones only', () => {
    expect(matching('pot')).toEqual(['p4', 'p3']);
    expect(matching('pot', { active: true })).toEqual(['p3']);
    expect(matching('pot', { active: false })).toEqual(['p4', 'p3']);
    expect(search({ active: true }).total).toBe(catalogue.filter((p) => p.isActive).length);
  });

  it('keeps to one category, and finds nothing in an unknown one', () => {
    expect(matching('', { categoryId: 'tools' })).toEqual(['p0', 'p6']);
    expect(matching('t', { categoryId: 'pots', active: true })).toEqual(['p3']);
    expect(search({ categoryId: 'no-such-category' })).toMatchObject({ items: [], total: 0 });
  });
});

describe('ProductIndex.search: order and pages', () => {
  it('lists by name in code point order (capitals first), then by id', () => {
    const byName = [...catalogue].sort((a, b) =>
      a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1,
    );
    expect(idsOf(search({}).items)).toEqual(idsOf(byName));
    expect(matching('trowel')).toEqual(['p0', 'p6']);
    expect(matching('e').indexOf('p7')).toBeLessThan(matching('e').indexOf('p8'));
  });

  it('puts characters beyond U+FFFF before U+E000–U+FFFF, as the code points sort', () => {
    const products = [
      createTestProduct({ id: 'a', name: 'Pot \uFF21' }),
      createTestProduct({ id: 'b', name: 'Pot \u{1F33B}' }),
      createTestProduct({ id: 'c', name: 'Pot \uE000' }),
    ];
    expect(idsOf(search({}, products).items)).toEqual(['c', 'a', 'b']);
  });

  it('pages the matches and counts them all', () => {
    const products = Array.from({ length: 30 }, (_, n) =>
      createTestProduct({ id: `p${String(n).padStart(2, '0')}`, name: `Pot ${String(29 - n).padStart(2, '0')}` }),
    );
    const all = idsOf(search({ q: 'pot' }, products).items);
    expect(all).toHaveLength(30);
    expect(all[0]).toBe('p29');
    const second = search({ q: 'pot', page: 2, pageSize: 12 }, products);
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 12 });
    expect(idsOf(second.items)).toEqual(all.slice(12, 24));
    expect(idsOf(search({ q: 'pot', page: 3, pageSize: 12 }, products).items)).toEqual(all.slice(24));
    expect(search({ q: 'pot', page: 4, pageSize: 12 }, products)).toMatchObject({ items: [], total: 30 });
  });

  it('answers the page shape of GET /api/products with the products as they were given', () => {
    const page = search({ q: 'trowel', pageSize: 1 });
    expect(page).toEqual({ items: [catalogue[6]], total: 2, page: 1, pageSize: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { createSearchHandler } from './search-handler';
import { createTestProduct } from './test-products';

const lavender = createTestProduct({ id: 'p1', name: 'Lavender', sku: 'PLT-1', barcode: '5012345678900' });
const pot = createTestProduct({ id: 'p2', name: 'Terracotta Pot', sku: 'POT-2', categoryId: 'pots' });
const query = { q: 'o', page: 1, pageSize: 24 };

describe('createSearchHandler', () => {
  it('answers each request under its id', () => {
    const handle = createSearchHandler();
    expect(handle({ id: 1, type: 'load', products: [lavender, pot] })).toEqual({
      id: 1,
      ok: true,
      result: { size: 2 },
    });
    expect(handle({ id: 2, type: 'search', query })).toEqual({
      id: 2,
      ok: true,
      result: { items: [pot], total: 1, page: 1, pageSize: 24 },
    });
    expect(handle({ id: 3, type: 'lookup', code: 'plt-1' })).toEqual({ id: 3, ok: true, result: lavender });
    expect(handle({ id: 4, type: 'lookup', code: '999' })).toEqual({ id: 4, ok: true, result: null });
  });

  it('applies upserts and removals to the loaded catalogue', () => {
    const handle = createSearchHandler();
    handle({ id: 1, type: 'load', products: [lavender] });
    expect(handle({ id: 2, type: 'upsert', products: [pot, { ...lavender, name: 'Rose' }] })).toMatchObject({
      result: { size: 2 },
    });
    expect(handle({ id: 3, type: 'search', query })).toMatchObject({ result: { total: 2 } });
    expect(handle({ id: 4, type: 'remove', ids: ['p2'] })).toMatchObject({ result: { size: 1 } });
    expect(handle({ id: 5, type: 'search', query })).toMatchObject({ result: { items: [{ name: 'Rose' }], total: 1 } });
  });

  it('replaces the catalogue on a second load', () => {
    const handle = createSearchHandler();
    handle({ id: 1, type: 'load', products: [lavender, pot] });
    handle({ id: 2, type: 'load', products: [pot] });
    expect(handle({ id: 3, type: 'lookup', code: '5012345678900' })).toMatchObject({ result: null });
    expect(handle({ id: 4, type: 'search', query: { page: 1, pageSize: 24 } })).toMatchObject({ result: { total: 1 } });
  });

  it('answers a request it cannot carry out with its error, and goes on', () => {
    const handle = createSearchHandler();
    const broken = { id: 7, type: 'upsert', products: [null] } as never;
    expect(handle(broken)).toMatchObject({ id: 7, ok: false, error: expect.any(String) });
    expect(handle({ id: 8, type: 'load', products: [pot] })).toEqual({ id: 8, ok: true, result: { size: 1 } });
  });
});

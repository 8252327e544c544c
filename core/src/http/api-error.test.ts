import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../catalog/catalog-schemas';
import { searchQuerySchema } from '../search/search-schemas';
import { searchTextSchema } from './api-error';

describe('searchTextSchema', () => {
  it('trims and keeps any text a person can type, quotes and emoji included', () => {
    expect(searchTextSchema().parse('  "50%" off 😀 ')).toBe('"50%" off 😀');
  });

  it.each(['a\u0000b', '\u0000', 'abc\u0000'])('refuses a NUL, which fails SQLite full-text search (%j)', (text) => {
    expect(searchTextSchema().safeParse(text).success).toBe(false);
  });

  it('is what the product list and the header search take', () => {
    expect(productListQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
  });
});

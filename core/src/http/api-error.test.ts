import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../catalog/catalog-schemas';
import { searchQuerySchema } from '../search/search-schemas';
import { searchTextSchema } from './api-error';

describe('searchTextSchema', () => {
  it('trims and keeps any text a person can type, quotes and emoji included', () => {
    expect(searchTextSchema().parse('  "50%" off 😀 ')).toBe('"50%" off 😀');
  });

  it('refuses text longer than its limit', () => {
    expect(searchTextSchema(5).safeParse('abcdef').success).toBe(false);
  });

  it('is what the product list and the header search take', () => {
    expect(productListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
  });
});

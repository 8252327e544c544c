import { describe, expect, it } from 'vitest';
import { isMissingCategory, missingCategoryMessage } from './product-csv';

describe('the product file’s refusals', () => {
  it('knows a category the store lacks, which the import’s box fixes, from a row to fix in the file', () => {
    expect(isMissingCategory({ row: 4, field: 'category', message: missingCategoryMessage('Bulbs') })).toBe(true);
    expect(isMissingCategory({ row: 4, field: 'category', message: 'Choose a category' })).toBe(false);
    expect(isMissingCategory({ row: 4, field: 'price', message: 'Enter a price such as 12.99' })).toBe(false);
  });
});

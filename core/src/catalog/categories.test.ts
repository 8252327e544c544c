import { describe, expect, it } from 'vitest';
import { categoryChoices, categoryKey, categoryNamed, isOrderOf, moveCategory } from './categories';
import { categoryOrderInputSchema, createCategoryInputSchema, updateCategoryInputSchema } from './category-schemas';

const categories = [
  { id: 'plants', name: 'Plants', isActive: true },
  { id: 'seeds', name: 'Seeds', isActive: false },
  { id: 'tools', name: 'Tools', isActive: true },
  // Kept by a till from before categories had an active flag.
  { id: 'pots', name: 'Pots' },
];

describe('category names', () => {
  it.each([
    ['Plants', 'plants'],
    ['  Cheese & Deli ', 'cheese & deli'],
    ['ÉPICERIE', 'épicerie'],
  ])('reads %j as %j', (name, key) => {
    expect(categoryKey(name)).toBe(key);
  });

  it('finds a name in use whatever its case and spaces, except the category itself', () => {
    expect(categoryNamed(categories, ' seeds ')?.id).toBe('seeds');
    expect(categoryNamed(categories, 'TOOLS', 'tools')).toBeUndefined();
    expect(categoryNamed(categories, 'Soil')).toBeUndefined();
  });

  it.each([
    [{ name: '' }, 'Enter the category name'],
    [{ name: '   ' }, 'Enter the category name'],
    [{ name: 'x'.repeat(61) }, 'Keep the name to 60 characters'],
    [{}, 'Enter the category name'],
  ])('refuses %j: %s', (input, message) => {
    const result = createCategoryInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps a name of 1 to 60 characters, trimmed', () => {
    expect(createCategoryInputSchema.parse({ name: '  Deli  ' })).toEqual({ name: 'Deli' });
    expect(createCategoryInputSchema.parse({ name: ` ${'x'.repeat(60)} ` }).name).toHaveLength(60);
    expect(updateCategoryInputSchema.parse({ name: 'A', isActive: false })).toEqual({ name: 'A', isActive: false });
    expect(updateCategoryInputSchema.safeParse({ name: 'A' }).success).toBe(false);
  });
});

describe('categoryChoices', () => {
  it('offers the active categories in their order, and those from before the flag', () => {
    expect(categoryChoices(categories).map((c) => c.id)).toEqual(['plants', 'tools', 'pots']);
  });

  it('keeps an inactive category for the product already in it', () => {
    expect(categoryChoices(categories, 'seeds').map((c) => c.id)).toEqual(['plants', 'seeds', 'tools', 'pots']);
  });
});

describe('moveCategory', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it.each([
    ['c', -1, ['a', 'c', 'b', 'd']],
    ['b', 1, ['a', 'c', 'b', 'd']],
    ['a', -1, ['a', 'b', 'c', 'd']],
    ['d', 1, ['a', 'b', 'c', 'd']],
    ['d', -10, ['d', 'a', 'b', 'c']],
    ['x', 1, ['a', 'b', 'c', 'd']],
  ])('moves %s by %i', (id, offset, expected) => {
    expect(moveCategory(ids, id, offset)).toEqual(expected);
  });
});

describe('isOrderOf', () => {
  const ids = ['a', 'b', 'c'];
  it.each([
    [['c', 'a', 'b'], true],
    [['a', 'b', 'c'], true],
    [['a', 'b'], false],
    [['a', 'b', 'b'], false],
    [['a', 'b', 'c', 'd'], false],
    [['a', 'b', 'x'], false],
  ])('%j is %s', (proposed, expected) => {
    expect(isOrderOf(ids, proposed)).toBe(expected);
  });

  it('is asked only of a list of ids', () => {
    expect(categoryOrderInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(categoryOrderInputSchema.safeParse({ ids: ['a', 7] }).success).toBe(false);
  });
});

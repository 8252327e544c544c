import { describe, expect, it } from 'vitest';
import { productVariantsInputSchema } from './variant-schemas';
import {
  byOptionOrder,
  hasVariants,
  optionCombinations,
  optionsOfVariants,
  optionsSummary,
  suggestedVariantSku,
  variantName,
} from './variants';

const size = { name: 'Size', values: ['9 cm', '2 L', '5 L'] };
const colour = { name: 'Colour', values: ['Blue', 'White'] };

describe('variants', () => {
  it('makes every combination of the options, in order, and names and numbers them', () => {
    const combinations = optionCombinations([size, colour]);
    expect(combinations).toHaveLength(6);
    expect(combinations[0]).toEqual({ Size: '9 cm', Colour: 'Blue' });
    expect(combinations[5]).toEqual({ Size: '5 L', Colour: 'White' });
    expect(variantName('Hydrangea', [size, colour], { Size: '2 L', Colour: 'Blue' })).toBe('Hydrangea — 2 L / Blue');
    expect(suggestedVariantSku('PLT-HYD', { Size: '2 L', Colour: 'Blue' })).toBe('PLT-HYD-2L-BLUE');
  });

  it('orders variants as the options list their values', () => {
    const variants = [
      { sku: 'c', optionValues: { Size: '5 L' } },
      { sku: 'a', optionValues: { Size: '9 cm' } },
      { sku: 'b', optionValues: { Size: '2 L' } },
    ];
    expect(variants.sort(byOptionOrder([size])).map((v) => v.sku)).toEqual(['a', 'b', 'c']);
    expect(hasVariants({ options: [size] })).toBe(true);
    expect(hasVariants({ options: null })).toBe(false);
    expect(optionsSummary([size, { name: 'Colour', values: ['Blue'] }])).toBe('3 sizes × 1 colour');
    expect(optionsOfVariants([size], [{ Size: '2 l' }, { size: '10 L', Colour: 'Red' }])).toEqual([
      { name: 'Size', values: ['9 cm', '2 L', '5 L', '10 L'] },
      { name: 'Colour', values: ['Red'] },
    ]);
  });

  it('refuses two variants alike, a value not among the options and a repeated SKU', () => {
    const variant = (values: object, sku: string) => ({ values, sku, priceCents: 100 });
    const parsed = productVariantsInputSchema.safeParse({
      options: [size],
      variants: [variant({ Size: '9 cm' }, 'A'), variant({ Size: '9 CM' }, 'a'), variant({ Colour: 'Blue' }, 'C')],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['variants.1.values', 'Same as variant 1'],
      ['variants.1.sku', 'SKU used by another variant'],
      ['variants.2.values', 'Choose a size from its values'],
    ]);
  });
});

import type { Product } from '@tillwise/core/catalog/catalog-schemas';

/** A product for tests: a plausible one, with whatever fields the test cares about. */
export function createTestProduct(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    sku: `SKU-${overrides.id.toUpperCase()}`,
    barcode: null,
    priceCents: 499,
    chainPriceCents: 499,
    storePriceCents: null,
    costCents: null,
    taxRate: 20,
    categoryId: 'plants',
    image: null,
    stock: 10,
    reorderLevel: null,
    description: '',
    supplier: '',
    isActive: true,
    soldBy: 'unit',
    ...overrides,
  };
}

/** The ids of a page's products, in order. */
export const idsOf = (products: readonly Product[]) => products.map((product) => product.id);

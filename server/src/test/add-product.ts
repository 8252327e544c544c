import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { CreateProductInput } from '@tillwise/core/catalog/catalog-schemas';
import type { TestApp } from './build-test-app';

/**
 * Adds a product through the API as its owner would (a cheese sold by the lb, say), with its opening stock in its
 * own unit: units, or thousandths of the unit it is weighed in. Answers the product as the API gave it.
 */
export async function addProduct(
  t: TestApp,
  cookie: string,
  product: Pick<CreateProductInput, 'sku'> & { soldBy: SoldBy } & Partial<CreateProductInput>,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { cookie },
    payload: {
      name: `Deli ${product.sku}`,
      barcode: null,
      categoryId: 'cat-tools',
      priceCents: 2499,
      costCents: 1200,
      taxRate: 0,
      stock: 0,
      reorderLevel: null,
      description: '',
      supplier: '',
      isActive: true,
      ...product,
    },
  });
  if (response.statusCode !== 201) throw new Error(`adding ${product.sku} failed: ${response.body}`);
  return response.json() as { id: string; name: string; sku: string; stock: number };
}

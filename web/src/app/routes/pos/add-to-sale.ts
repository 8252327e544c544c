import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { cart } from '@/features/cart/hooks/cart-store';

/** Puts this much of a product on the sale: units, or grams of one sold by weight. */
export function addToSale(product: Product, quantity: number) {
  cart.add(
    {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitPriceCents: product.priceCents,
      taxRate: product.taxRate,
      categoryId: product.categoryId,
      soldBy: product.soldBy,
    },
    quantity,
  );
}

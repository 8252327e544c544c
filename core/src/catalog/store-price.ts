/** What a store charges for a product: its own price where it has one, the chain's otherwise. */
export function priceAtStore(product: { price_cents: number; store_price_cents: number | null }): number {
  return product.store_price_cents ?? product.price_cents;
}

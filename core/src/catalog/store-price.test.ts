import { describe, expect, it } from 'vitest';
import { priceAtStore } from './store-price';

describe('priceAtStore', () => {
  it("is the store's own price where it has one", () => {
    expect(priceAtStore({ price_cents: 1299, store_price_cents: 1099 })).toBe(1099);
  });

  it("is the chain's price without one, and a store price of 0 still counts", () => {
    expect(priceAtStore({ price_cents: 1299, store_price_cents: null })).toBe(1299);
    expect(priceAtStore({ price_cents: 1299, store_price_cents: 0 })).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';

export type SaleInput = CompleteSaleInput;

/** What a till knows of a product to ring it up. */
export interface Product {
  id: string;
  priceCents: number;
  /** Percent, as the API gives it. */
  taxRate: number;
}

/** A number in [0, 1) from a seeded sequence, so a failing run's carts and kill moments can be replayed. */
export type Random = () => number;

/** mulberry32: small, fast, good enough to pick carts. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const randomBetween = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** A sale of 1–3 different products, 1–3 of each, paid by card or in cash with a note above the total. */
export function randomSale(random: Random, tillId: string, products: readonly Product[]): SaleInput {
  const pool = [...products];
  const lines = Array.from({ length: Math.min(randomBetween(random, 1, 3), pool.length) }, () => {
    const [product] = pool.splice(Math.floor(random() * pool.length), 1);
    return { product: product as Product, quantity: randomBetween(random, 1, 3) };
  });
  const { totalCents } = cartTotals(
    lines.map(({ product, quantity }) => ({ unitPriceCents: product.priceCents, quantity, taxRate: product.taxRate })),
  );
  const payment =
    random() < 0.5
      ? { method: 'card' as const, amountCents: totalCents }
      : { method: 'cash' as const, amountCents: totalCents, tenderedCents: (Math.floor(totalCents / 2000) + 1) * 2000 };
  return {
    id: randomUUID(),
    tillId,
    lines: lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
    payments: [payment],
    expectedTotalCents: totalCents,
  };
}

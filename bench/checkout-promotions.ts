// Promotions for the checkout bench (BENCH_PROMOTIONS=N): N active promotions of every kind, one of which (10 % off
// the cart's first product) applies to every sale, the others reaching the cart's products without applying or
// other products altogether, as a store's list does. The expected total is the till's own pricing of the cart.
import { priceCartWithPromotions } from '../core/src/promotion/till-pricing';
import type { SavePromotionInput, TillPromotions } from '../core/src/promotion/promotion-schemas';
import { cartTotals } from '../core/src/sale/cart-totals';

export const benchPromotions = Number(process.env.BENCH_PROMOTIONS ?? 0);

type Product = { id: string; price_cents: number; tax_rate_bps: number; category_id: string | null };

function promotion(index: number, products: Product[]): SavePromotionInput {
  const first = products[0]!;
  const target = { productIds: [`bench-other-${index}`], categoryIds: [] };
  const cartCategory = { productIds: [], categoryIds: [products[index % products.length]!.category_id ?? 'none'] };
  if (index === 0)
    return {
      name: 'Bench 10 % off',
      rule: { kind: 'percent_off', percentBps: 1000, target: { productIds: [first.id], categoryIds: [] } },
    };
  const name = `Bench promotion ${index}`;
  switch (index % 5) {
    case 0:
      return { name, rule: { kind: 'percent_off', percentBps: 500, target } };
    case 1:
      return { name, rule: { kind: 'buy_x_get_y', buy: 5, get: 1, percentBps: 10_000, target: cartCategory } };
    case 2:
      return { name, rule: { kind: 'mix_and_match', quantity: 7, priceCents: 100, target: cartCategory } };
    case 3:
      return {
        name,
        rule: { kind: 'quantity_break', tiers: [{ minQuantity: 20, unitPriceCents: 1 }], target: cartCategory },
      };
    default:
      return { name, rule: { kind: 'spend_threshold', thresholdCents: 10_000_000, amountCents: 100 } };
  }
}

/** Adds the promotions (once per database) and answers the total the till expects for the bench's cart. */
export async function withPromotions(
  url: string,
  cookie: string,
  products: Product[],
  lines: { productId: string; quantity: number }[],
): Promise<number> {
  const headers = { cookie, 'content-type': 'application/json' };
  const existing = (await (await fetch(`${url}/api/promotions`, { headers })).json()) as { items: unknown[] };
  for (let index = existing.items.length; index < benchPromotions; index += 1) {
    const response = await fetch(`${url}/api/promotions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(promotion(index, products)),
    });
    if (response.status !== 201) throw new Error(`promotion refused: ${response.status} ${await response.text()}`);
  }
  const till = (await (await fetch(`${url}/api/promotions/till`, { headers })).json()) as TillPromotions;
  const cart = lines.map((line) => {
    const product = products.find((p) => p.id === line.productId)!;
    return {
      productId: product.id,
      categoryId: product.category_id,
      unitPriceCents: product.price_cents,
      quantity: line.quantity,
      taxRate: product.tax_rate_bps / 100,
    };
  });
  const priced = priceCartWithPromotions(cart, till, { customerGroupId: null, couponCodes: [] }, new Date());
  return cartTotals(priced.lines).totalCents;
}

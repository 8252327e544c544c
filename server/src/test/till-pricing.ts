import type { TillPromotions } from '@tillwise/core/promotion/promotion-schemas';
import { priceCartWithPromotions } from '@tillwise/core/promotion/till-pricing';
import type { SaleFacts } from '@tillwise/core/promotion/till-pricing';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import type { TestApp } from './build-test-app';
import { productsInStore } from './store-stock';

/**
 * A cart as the till prices it: the till's own pricing code (core's till-pricing.ts, which the till runs) over what
 * GET /api/promotions/till gives the till (as `cookie`), with the store's shelf prices.
 */
export async function tillPriced(
  t: TestApp,
  cookie: string,
  lines: readonly { productId: string; quantity: number }[],
  sale: SaleFacts,
  at = new Date(),
) {
  const promotions = await t.app.inject({ method: 'GET', url: '/api/promotions/till', headers: { cookie } });
  const till = promotions.json<TillPromotions>();
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = await productsInStore(t.db).where('products.id', 'in', ids).execute();
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
  // As the till takes it, from its store's payment settings.
  const store = await t.db
    .selectFrom('store')
    .select('prices_include_tax')
    .where('id', '=', till.storeId)
    .executeTakeFirstOrThrow();
  const priced = priceCartWithPromotions(cart, till, { ...sale, pricesIncludeTax: store.prices_include_tax === 1 }, at);
  return { totals: cartTotals(priced.lines), promoted: priced.promoted, lines: priced.lines, till };
}

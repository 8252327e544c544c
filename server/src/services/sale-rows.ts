import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { saleLineId } from '@tillwise/core/sale/sale-ids';
import type { AppliedPromotion } from '@tillwise/core/promotion/applied-promotion';
import type { ParkSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { OrdersTable } from '../db/schema';
import { isPriceSetByHand } from './sale-promotion-pricing';
import type { PricedCart } from './sale-pricing';

// The rows a priced cart becomes: its lines, the order's figures and each promotion it got.

export function lineRows(orderId: string, cart: PricedCart) {
  return cart.priced.map(({ line, product, catalog, quoted }, position) => {
    const totals = cart.totals.lines[position];
    if (!totals) throw new Error('cart totals lost a line');
    return {
      id: saleLineId(orderId, position),
      order_id: orderId,
      position,
      product_id: product.id,
      name: product.name,
      sku: product.sku,
      unit_price_cents: product.price_cents,
      unit_cost_cents: product.cost_cents,
      quantity: line.quantity,
      sold_by: isSoldByWeight(product.sold_by as SoldBy) ? product.sold_by : null,
      discount_cents: totals.discountCents,
      discount_json: line.discount ? JSON.stringify(line.discount) : null,
      tax_rate_bps: product.tax_rate_bps,
      promotion_cents: totals.promotionCents,
      promotions_json: promotionsText(cart.promoted.lines[position]?.promotions),
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
      taxes_json: JSON.stringify(totals.taxes),
      catalog_price_cents: isPriceSetByHand({ line, product, catalog, quoted }) ? catalog.price_cents : null,
    };
  });
}

export function orderFigures(input: ParkSaleInput, cart: PricedCart) {
  return {
    customer_id: cart.customer?.id ?? null,
    subtotal_cents: cart.totals.subtotalCents,
    discount_cents: cart.totals.discountCents,
    discount_json: input.discount ? JSON.stringify(input.discount) : null,
    tax_cents: cart.totals.taxCents,
    total_cents: cart.totals.totalCents,
    item_count: cart.totals.itemCount,
  } satisfies Partial<OrdersTable>;
}

const ruleText = (applied: AppliedPromotion | undefined) =>
  applied ? JSON.stringify({ rule: applied.rule, excludesTypedDiscounts: applied.excludesTypedDiscounts }) : null;

const promotionsText = (promotions: readonly unknown[] | undefined) =>
  promotions && promotions.length > 0 ? JSON.stringify(promotions) : null;

/** The promotions report's rows: each promotion the sale got, the units it reached and what it took off. */
export function orderPromotionRows(orderId: string, storeId: string, businessDate: string, cart: PricedCart) {
  return cart.promoted.applied.map((applied) => ({
    order_id: orderId,
    promotion_id: applied.promotionId,
    store_id: storeId,
    business_date: businessDate,
    name: applied.name,
    units: cart.priced.reduce(
      (units, { line, product }, index) =>
        cart.promoted.lines[index]?.promotions.some((p) => p.promotionId === applied.promotionId)
          ? units + (isSoldByWeight(product.sold_by as SoldBy) ? 1 : line.quantity)
          : units,
      0,
    ),
    discount_cents: applied.discountCents,
    coupon_code: applied.couponCode,
    rule_json: ruleText(cart.applied.find((p) => p.promotionId === applied.promotionId)),
  }));
}

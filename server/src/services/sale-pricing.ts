import { isSoldByWeight, maxLineUnits } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { saleLineId } from '@tillwise/core/sale/sale-ids';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { shownPriceDiffers } from '@tillwise/core/sale/offline-sale';
import { maxSaleCents } from '@tillwise/core/sale/sale-schemas';
import type { CompleteSaleInput, ParkSaleInput } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Executor } from '../db/database';
import type { OrdersTable } from '../db/schema';
import * as saleRepository from '../db/repositories/sale-repository';
import { badRequest } from '../lib/errors';
import { authorizeCart } from './override-service';
import type { StorePricing } from './settings-service';

export type PricedCart = Awaited<ReturnType<typeof priceCart>>;
export type SaleProduct = Awaited<ReturnType<typeof saleRepository.findProductsByIds>>[number];

/**
 * Prices a cart from the catalogue as it is now at this store (its own prices where it has them; never prices the
 * till sent) with core's totals rule. A sale taken offline is priced as the till showed it instead, since the
 * customer has paid that, and a product taken off sale meanwhile still sells: the goods have gone.
 */
export async function priceCart(
  trx: Executor,
  storeId: string,
  input: Pick<CompleteSaleInput, 'id' | 'tillId' | 'lines' | 'discount' | 'customerId' | 'overrideId'>,
  staff: StaffMember,
  options: {
    pricing: StorePricing;
    offline?: boolean;
    now?: Date;
    /** The products as the caller already read them (with this store's prices); otherwise read here. */
    products?: (ids: string[]) => Promise<SaleProduct[]>;
  },
) {
  const { pricing, offline = false, now = new Date() } = options;
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const read = options.products ?? ((wanted: string[]) => saleRepository.findProductsByIds(trx, storeId, wanted));
  const found = ids.length > 0 ? await read(ids) : [];
  const products = new Map(found.map((p) => [p.id, p]));
  const priced = input.lines.map((line, index) => {
    const product = products.get(line.productId);
    if (!product)
      throw badRequest('A product in the cart no longer exists', [
        { path: `lines.${index}.productId`, message: 'Product not found' },
      ]);
    if (!product.is_active && !offline) throw badRequest(`${product.name} is no longer for sale`);
    if (product.options_json)
      throw badRequest(`Choose which ${product.name} to sell`, [
        { path: `lines.${index}.productId`, message: 'Sold as one of its variants' },
      ]);
    if (!isSoldByWeight(product.sold_by as SoldBy) && line.quantity > maxLineUnits) {
      const message = `At most ${maxLineUnits} of one item on a line`;
      throw badRequest(message, [{ path: `lines.${index}.quantity`, message }]);
    }
    const catalog = { ...product, price_cents: priceAtStore(product) };
    // A price changed at the till is charged only once authorizeCart below has allowed it.
    if (!offline)
      return { line, product: { ...catalog, price_cents: line.priceOverrideCents ?? catalog.price_cents }, catalog };
    if (line.unitPriceCents === undefined) {
      const message = 'Send the unit price the till showed';
      throw badRequest(message, [{ path: `lines.${index}.unitPriceCents`, message }]);
    }
    const taxRateBps = line.taxRate === undefined ? product.tax_rate_bps : Math.round(line.taxRate * 100);
    return { line, product: { ...catalog, price_cents: line.unitPriceCents, tax_rate_bps: taxRateBps }, catalog };
  });
  const approvals = await authorizeCart(trx, { ...input, priced }, staff, offline, now);
  const totals = cartTotals(
    priced.map(({ line, product }) => ({
      unitPriceCents: product.price_cents,
      quantity: line.quantity,
      soldBy: product.sold_by as SoldBy,
      taxRate: product.tax_rate_bps / 100,
      categoryId: product.category_id,
      discount: line.discount,
    })),
    input.discount,
    pricing,
  );
  if (totals.subtotalCents > maxSaleCents) {
    const message = `A sale cannot come to more than ${formatMoney(maxSaleCents)}`;
    throw badRequest(message, [{ path: 'lines', message }]);
  }
  const customer = input.customerId ? await saleRepository.findCustomer(trx, input.customerId) : null;
  if (input.customerId && !customer)
    throw badRequest('Customer not found', [{ path: 'customerId', message: 'Customer not found' }]);
  const priceDiffers =
    offline &&
    shownPriceDiffers(
      priced.map(({ product, catalog }) => ({
        shownPriceCents: product.price_cents,
        catalogPriceCents: catalog.price_cents,
        shownTaxBps: product.tax_rate_bps,
        catalogTaxBps: catalog.tax_rate_bps,
      })),
    );
  return { priced, totals, customer: customer ?? null, priceDiffers, pricing, approvals };
}

export function lineRows(orderId: string, cart: PricedCart) {
  return cart.priced.map(({ line, product, catalog }, position) => {
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
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
      taxes_json: JSON.stringify(totals.taxes),
      catalog_price_cents:
        product.price_cents === line.priceOverrideCents && product.price_cents !== catalog.price_cents
          ? catalog.price_cents
          : null,
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

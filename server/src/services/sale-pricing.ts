import { isSoldByWeight, maxLineQuantity, maxLineUnits } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { listPriceCents } from '@tillwise/core/promotion/price-list';
import { withPromotions } from '@tillwise/core/promotion/promotion-lines';
import { ruleForSale } from '@tillwise/core/promotion/applied-promotion';
import type { AppliedPromotion } from '@tillwise/core/promotion/applied-promotion';
import { shownPriceDiffers } from '@tillwise/core/sale/offline-sale';
import { maxSaleCents } from '@tillwise/core/sale/sale-input-schemas';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Executor } from '../db/database';
import * as saleRepository from '../db/repositories/sale-repository';
import { badRequest } from '../lib/errors';
import { authorizeCart } from './override-cart-service';
import { readPromotionBook } from './promotion-service';
import type { PromotionBook } from './promotion-book';
import { salePromotions } from './sale-promotion-pricing';
import type { SaleProduct } from './sale-product';
import type { StorePricing } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { saleMessages } from '@tillwise/core/sale/sale-messages';
import { customerRefusals } from './customer-messages';
import { saleRefusals } from './sale-messages';

export type PricedCart = Awaited<ReturnType<typeof priceCart>>;
export type { SaleProduct } from './sale-product';

/**
 * Prices a cart from the catalogue as it is now at this store (its own prices where it has them; never prices the
 * till sent) with core's totals rule. A sale taken offline is priced as the till showed it instead, since the
 * customer has paid that, and a product taken off sale meanwhile still sells: the goods have gone.
 */
export async function priceCart(
  trx: Executor,
  storeId: string,
  input: Pick<CompleteSaleInput, 'id' | 'tillId' | 'lines' | 'discount' | 'customerId' | 'overrideId' | 'couponCodes'>,
  staff: StaffMember,
  options: {
    pricing: StorePricing;
    /** The store's time zone, which the promotions' dates and hours are in. */
    timeZone: string;
    offline?: boolean;
    now?: Date;
    /** The products as the caller already read them (with this store's prices); otherwise read here. */
    products?: (ids: string[]) => Promise<SaleProduct[]>;
    /** The promotions and price lists as the caller already read them; otherwise read here. */
    book?: PromotionBook;
    /**
     * The lines are a quote's, at the prices it holds (sent as prices set by hand): they take no promotion. Selling
     * a quote (checked by quote-sale.ts), its discounts were approved when it was made, and while it is valid its
     * prices too. Goods `putBy` for the customer (a layaway's) sell though taken off sale since: they are theirs.
     */
    quoted?: { pricesApproved: boolean; discountsApproved: boolean; putBy?: boolean };
  },
) {
  const { pricing, offline = false, now = new Date() } = options;
  const ids = [...new Set(input.lines.map((line) => line.productId))];
  const read = options.products ?? ((wanted: string[]) => saleRepository.findProductsByIds(trx, storeId, wanted));
  const [found, customer, book] = await Promise.all([
    ids.length > 0 ? read(ids) : [],
    input.customerId ? saleRepository.findCustomer(trx, input.customerId) : null,
    options.book ?? readPromotionBook(trx),
  ]);
  if (input.customerId && !customer)
    throw badRequest(saying(customerRefusals.notFound), [
      { path: 'customerId', message: saying(customerRefusals.notFound) },
    ]);
  const groupPrices = customer?.group_id ? book.prices.get(customer.group_id) : undefined;
  const products = new Map(found.map((p) => [p.id, p]));
  const priced = input.lines.map((line, index) => {
    const product = products.get(line.productId);
    if (!product)
      throw badRequest(saying(saleRefusals.productGone), [
        { path: `lines.${index}.productId`, message: saying(saleRefusals.productNotFound) },
      ]);
    if (!product.is_active && !offline && !options.quoted?.putBy) {
      throw badRequest(saying(saleRefusals.productNotForSale, { product: product.name }));
    }
    if (product.options_json)
      throw badRequest(saying(saleRefusals.chooseVariant, { product: product.name }), [
        { path: `lines.${index}.productId`, message: saying(saleRefusals.soldAsVariant) },
      ]);
    if (line.quantity > maxLineQuantity(product.sold_by as SoldBy)) {
      // The most units written as the English has it (9999, not 9,999).
      const message = isSoldByWeight(product.sold_by as SoldBy)
        ? saying(saleMessages.lineWeightMax)
        : saying(saleRefusals.lineUnitsMax, { max: String(maxLineUnits) });
      throw badRequest(message, [{ path: `lines.${index}.quantity`, message }]);
    }
    // A customer group's price list stands in for the shelf price (a trade customer pays the trade price).
    const shelf = priceAtStore(product);
    const listed = listPriceCents({ id: product.id, categoryId: product.category_id, priceCents: shelf }, groupPrices);
    const catalog = { ...product, price_cents: listed };
    // A price changed at the till is charged only once authorizeCart below has allowed it.
    if (!offline) {
      const price_cents = line.priceOverrideCents ?? catalog.price_cents;
      return { line, product: { ...catalog, price_cents }, catalog, quoted: options.quoted !== undefined };
    }
    if (line.unitPriceCents === undefined) {
      const message = saying(saleRefusals.sendUnitPrice);
      throw badRequest(message, [{ path: `lines.${index}.unitPriceCents`, message }]);
    }
    const taxRateBps = line.taxRate === undefined ? product.tax_rate_bps : Math.round(line.taxRate * 100);
    return { line, product: { ...catalog, price_cents: line.unitPriceCents, tax_rate_bps: taxRateBps }, catalog };
  });
  const approvals = await authorizeCart(
    trx,
    {
      ...input,
      priced,
      quotedPricesApproved: options.quoted?.pricesApproved === true,
      quotedDiscountsApproved: options.quoted?.discountsApproved === true,
    },
    staff,
    offline,
    now,
  );
  const promoted = salePromotions(priced, book, {
    input,
    storeId,
    customerGroupId: customer?.group_id ?? null,
    offline,
    now,
    timeZone: options.timeZone,
    pricesIncludeTax: pricing.pricesIncludeTax,
  });
  const totals = cartTotals(
    withPromotions(
      priced.map(({ line, product }) => ({
        unitPriceCents: product.price_cents,
        quantity: line.quantity,
        soldBy: product.sold_by as SoldBy,
        taxRate: product.tax_rate_bps / 100,
        categoryId: product.category_id,
        discount: line.discount,
      })),
      promoted.outcome,
    ),
    input.discount,
    pricing,
  );
  if (totals.subtotalCents > maxSaleCents) {
    const message = saying(saleRefusals.saleTooLarge, { amount: formatMoney(maxSaleCents, pricing.money) });
    throw badRequest(message, [{ path: 'lines', message }]);
  }
  const priceDiffers =
    promoted.differs ||
    (offline &&
      shownPriceDiffers(
        priced.map(({ product, catalog }) => ({
          shownPriceCents: product.price_cents,
          catalogPriceCents: catalog.price_cents,
          shownTaxBps: product.tax_rate_bps,
          catalogTaxBps: catalog.tax_rate_bps,
        })),
      ));
  return {
    priced,
    totals,
    customer: customer ?? null,
    priceDiffers,
    pricing,
    approvals,
    promoted: promoted.outcome,
    coupons: promoted.coupons,
    // Each deal as it applied to this sale, kept with it for its refunds.
    applied: promoted.outcome.applied.flatMap((applied): AppliedPromotion[] => {
      const promotion = book.promotions.find((p) => p.id === applied.promotionId);
      if (!promotion) return [];
      const products = priced.map(({ product }) => ({ productId: product.id, categoryId: product.category_id }));
      return [
        {
          promotionId: promotion.id,
          rule: ruleForSale(promotion.rule, products),
          excludesTypedDiscounts: promotion.excludesTypedDiscounts,
        },
      ];
    }),
  };
}

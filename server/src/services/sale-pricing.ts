import { isSoldByWeight, maxLineQuantity, maxLineUnits } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { listPriceCents } from '@tillwise/core/promotion/price-list';
import { couponProblem } from '@tillwise/core/promotion/promotion-conditions';
import { withPromotions } from '@tillwise/core/promotion/promotion-lines';
import { promoteSale } from '@tillwise/core/promotion/sale-promotions';
import { ruleForSale } from '@tillwise/core/promotion/applied-promotion';
import type { AppliedPromotion } from '@tillwise/core/promotion/applied-promotion';
import type { SalePromotions } from '@tillwise/core/promotion/sale-promotions';
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
import type { SaleProduct } from './sale-product';
import type { StorePricing } from './settings-service';

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
     * The lines are a quote's, at the prices it holds (sent as prices set by hand): they take no promotion. With
     * `approved`, a valid quote's prices (checked by quote-sale.ts), they need no approval either.
     */
    quoted?: { approved: boolean };
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
    throw badRequest('Customer not found', [{ path: 'customerId', message: 'Customer not found' }]);
  const groupPrices = customer?.group_id ? book.prices.get(customer.group_id) : undefined;
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
    if (line.quantity > maxLineQuantity(product.sold_by as SoldBy)) {
      const message = isSoldByWeight(product.sold_by as SoldBy)
        ? 'A line may weigh at most 100 kg'
        : `At most ${maxLineUnits} of one item on a line`;
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
      const message = 'Send the unit price the till showed';
      throw badRequest(message, [{ path: `lines.${index}.unitPriceCents`, message }]);
    }
    const taxRateBps = line.taxRate === undefined ? product.tax_rate_bps : Math.round(line.taxRate * 100);
    return { line, product: { ...catalog, price_cents: line.unitPriceCents, tax_rate_bps: taxRateBps }, catalog };
  });
  const approvals = await authorizeCart(
    trx,
    { ...input, priced, quotedPricesApproved: options.quoted?.approved === true },
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
    const message = `A sale cannot come to more than ${formatMoney(maxSaleCents)}`;
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

type PricedLine = {
  line: CompleteSaleInput['lines'][number];
  product: SaleProduct;
  catalog: SaleProduct;
  quoted?: boolean;
};

/**
 * Whether a line is charged at a price changed at the till (or held by a quote), not the catalogue's: it then takes
 * no promotion, and its recorded line keeps the catalogue price it replaced (which its refunds read).
 */
export const isPriceSetByHand = ({ line, product, catalog, quoted }: PricedLine): boolean =>
  quoted === true || (product.price_cents === line.priceOverrideCents && product.price_cents !== catalog.price_cents);

/**
 * The sale's promotions (core's promoteSale over the priced lines), and the coupons it uses. A line whose price was
 * changed at the till takes none. Online, a coupon that cannot be used now is refused; offline the customer has
 * had what the till gave them, so its promotion cents stand (and the sale is marked for a look when they differ).
 */
function salePromotions(
  priced: PricedLine[],
  book: PromotionBook,
  sale: {
    input: Pick<CompleteSaleInput, 'couponCodes' | 'lines'>;
    storeId: string;
    customerGroupId: string | null;
    offline: boolean;
    now: Date;
    timeZone: string;
    pricesIncludeTax: boolean;
  },
): { outcome: SalePromotions; coupons: CouponUse[]; differs: boolean } {
  const couponCodes = sale.input.couponCodes ?? [];
  const occasion = {
    at: sale.now,
    timeZone: sale.timeZone,
    storeId: sale.storeId,
    customerGroupId: sale.customerGroupId,
    couponCodes,
  };
  for (const [index, code] of couponCodes.entries()) {
    const promotion = book.promotions.find((p) => p.coupon?.code === code);
    const problem = promotion ? couponProblem(promotion, occasion) : `There is no coupon ${code}`;
    if (problem && !sale.offline) throw badRequest(problem, [{ path: `couponCodes.${index}`, message: problem }]);
  }
  const outcome = promoteSale(
    priced.map((entry) => ({
      productId: entry.product.id,
      categoryId: entry.product.category_id,
      unitPriceCents: entry.product.price_cents,
      quantity: entry.line.quantity,
      soldBy: entry.product.sold_by as SoldBy,
      priceSetByHand: isPriceSetByHand(entry),
      taxRate: entry.product.tax_rate_bps / 100,
    })),
    book.promotions,
    occasion,
    { pricesIncludeTax: sale.pricesIncludeTax },
  );
  const coupons = outcome.applied.flatMap((applied) => {
    const promotion = book.promotions.find((p) => p.id === applied.promotionId);
    if (!promotion?.coupon) return [];
    const { code, limitTotal, limitPerCustomer } = promotion.coupon;
    return [{ promotionId: promotion.id, code, limitTotal, limitPerCustomer }];
  });
  if (!sale.offline) return { outcome, coupons, differs: false };
  const shown = sale.input.lines.map((line) => line.promotionCents ?? 0);
  const differs = shown.some((cents, index) => cents !== outcome.lines[index]?.promotionCents);
  if (!differs) return { outcome, coupons, differs };
  // The till's cents, as paid; which promotion gave them is not known here.
  const lines = shown.map((cents) => ({ promotionCents: cents, typedDiscountExcluded: false, promotions: [] }));
  return {
    outcome: { ...outcome, lines, applied: [], nearly: [], totalCents: shown.reduce((a, b) => a + b, 0) },
    coupons: [],
    differs,
  };
}

export interface CouponUse {
  promotionId: string;
  code: string;
  limitTotal: number | null;
  limitPerCustomer: number | null;
}

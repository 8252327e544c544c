import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { couponProblem } from '@tillwise/core/promotion/promotion-conditions';
import { promoteSale } from '@tillwise/core/promotion/sale-promotions';
import type { SalePromotions } from '@tillwise/core/promotion/sale-promotions';
import type { CompleteSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import { badRequest, refusalOf } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { promotionRefusals } from './promotion-messages';
import type { PromotionBook } from './promotion-book';
import type { SaleProduct } from './sale-product';

// A priced cart's promotions as the server works them out (core's promoteSale), and what a price set by hand means.

export type PricedLine = {
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
export function salePromotions(
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
    // Offline the customer has had the coupon's deal: nothing to refuse.
    if (sale.offline) break;
    const promotion = book.promotions.find((p) => p.coupon?.code === code);
    const problem = promotion
      ? refusalOf(() => couponProblem(promotion, occasion))
      : saying(promotionRefusals.noCoupon, { code });
    if (problem) throw badRequest(problem, [{ path: `couponCodes.${index}`, message: problem }]);
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

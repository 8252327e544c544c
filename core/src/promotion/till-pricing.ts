import { listPriceCents } from './price-list';
import { withPromotions } from './promotion-lines';
import { promoteSale } from './sale-promotions';
import type { SalePromotions } from './sale-promotions';
import type { TillPromotions } from './promotion-schemas';
import type { SoldBy } from '../catalog/sold-by';

export interface PromotableCartLine {
  productId: string;
  categoryId?: string | null;
  unitPriceCents: number;
  quantity: number;
  soldBy?: SoldBy | null;
  /** A price changed at the till: no price list or promotion, item or sale-wide, changes it. */
  priceOverride?: unknown;
  /** Its tax rate in percent, with which a spend threshold counts tax. */
  taxRate?: number;
}

export interface SaleFacts {
  customerGroupId: string | null;
  couponCodes: readonly string[];
  /**
   * The store's shelf prices include tax (its payment settings, as the till's cart totals take it), which a spend
   * threshold before tax takes out.
   */
  pricesIncludeTax?: boolean;
}

export type PricedCartLine<L> = L & { promotionCents: number; typedDiscountExcluded: boolean };

/**
 * The cart as the server will price it: each line at its customer group's price (a trade price), and the promotions
 * in force now, by the same core code the server runs. Works offline from the kept promotions.
 */
export function priceCartWithPromotions<L extends PromotableCartLine>(
  lines: readonly L[],
  till: TillPromotions,
  sale: SaleFacts,
  at: Date,
): { lines: PricedCartLine<L>[]; promoted: SalePromotions } {
  const prices = till.groups.find((group) => group.id === sale.customerGroupId)?.prices;
  const priced = lines.map((line) =>
    line.priceOverride || !prices
      ? line
      : {
          ...line,
          unitPriceCents: listPriceCents(
            { id: line.productId, categoryId: line.categoryId ?? null, priceCents: line.unitPriceCents },
            prices,
          ),
        },
  );
  const promoted = promoteSale(
    priced.map((line) => ({
      productId: line.productId,
      categoryId: line.categoryId ?? null,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      soldBy: line.soldBy,
      priceSetByHand: !!line.priceOverride,
      taxRate: line.taxRate,
    })),
    till.promotions,
    {
      at,
      timeZone: till.timeZone,
      storeId: till.storeId,
      customerGroupId: sale.customerGroupId,
      couponCodes: sale.couponCodes,
    },
    { pricesIncludeTax: sale.pricesIncludeTax ?? false },
  );
  return { lines: withPromotions(priced, promoted), promoted };
}

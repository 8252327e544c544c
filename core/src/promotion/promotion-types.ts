// What the promotion engine is given and gives back (promotion-engine.ts), apart so the files it uses can name them.
import type { PromotionRule } from './promotion-rules';

/** A promotion in force for this sale (its dates, hours, store, customer group and coupon already checked). */
export interface ActivePromotion {
  id: string;
  name: string;
  rule: PromotionRule;
  /** Combines with the other combinable ones; one that does not competes with them as a whole. */
  combinable: boolean;
}

export interface PromotionLine {
  key: string;
  productId: string;
  categoryId: string | null;
  unitPriceCents: number;
  /** Units; a weighed quantity (not whole) takes sale promotions only. */
  quantity: number;
  /** A gift card sold: never discounted, and never counted towards a threshold. */
  giftCard?: boolean;
  /** A price set by hand: no promotion takes anything off it, but what it comes to counts towards a threshold. */
  priceSetByHand?: boolean;
  /** The line's tax rate in percent (8.25), with which a spend threshold counts tax (left out: none). */
  taxRate?: number;
}

export interface PromotionOptions {
  /** Shelf prices include their tax (a VAT store): a threshold before tax takes the tax out of them. */
  pricesIncludeTax?: boolean;
}

export interface LinePromotions {
  key: string;
  discountCents: number;
  promotions: { promotionId: string; cents: number }[];
}

export interface PromotionOutcome {
  /** Each line as given, with what each promotion took off it. */
  lines: LinePromotions[];
  /** The promotions that took something off, by id, and how much in all. */
  applied: { promotionId: string; name: string; discountCents: number }[];
  totalDiscountCents: number;
}

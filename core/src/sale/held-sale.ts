import type { CartLine } from '../cart/cart-lines';
import { loyaltyPointsEarned } from '../customer/loyalty';
import { settleTenders } from '../payment/tender';
import type { Tender } from '../payment/tender';
import { cartTotals } from './cart-totals';
import { promotionsOfLines, withPromotions } from '../promotion/promotion-lines';
import type { SalePromotions } from '../promotion/sale-promotions';
import type { StoreTax } from '../tax/store-taxes';
import type { Discount } from './discount';
import { saleLineId, salePaymentId } from './sale-ids';
import type { Sale } from './sale-schemas';

export interface HeldSaleInput {
  id: string;
  number: string;
  /** When the customer paid. */
  at: Date;
  staff: { id: string; name: string };
  customer: { id: string; name: string; loyaltyPoints: number } | null;
  /** The cart's lines; one whose price was changed at the till carries what it replaced (`priceOverride`). */
  lines: readonly (CartLine & { priceOverride?: unknown })[];
  discount: Discount | null;
  tenders: readonly Tender[];
  /** The till could not reach the server: a card is stored, to be authorised once it syncs. */
  offline: boolean;
  /** The promotions the till applied (promoteSale over the same lines). */
  promoted?: Pick<SalePromotions, 'lines'> | null;
  /** The store's way with tax and cash (Settings): prices with tax included, the cash rounding step, the tax name. */
  pricing?: {
    pricesIncludeTax: boolean;
    cashRoundingStep: number;
    taxName: string;
    additionalTaxes?: readonly StoreTax[];
  };
}

/**
 * A sale as the till holds it before the server has it: the receipt to hand over, worked out by the same rules the
 * server records it by (cart totals, tenders, loyalty), so the receipt printed offline matches the one stored later.
 * Null when the tenders do not settle the total.
 */
export function heldSale(input: HeldSaleInput): Sale | null {
  const pricing = input.pricing ?? { pricesIncludeTax: false, cashRoundingStep: 0, taxName: 'Tax' };
  const totals = cartTotals(withPromotions(input.lines, input.promoted), input.discount, pricing);
  const settled = settleTenders(totals.totalCents, input.tenders, {
    customerPoints: input.customer?.loyaltyPoints ?? null,
    cashRoundingStep: pricing.cashRoundingStep,
  });
  if (!settled.ok) return null;
  const loyaltyEarned = input.customer ? loyaltyPointsEarned(settled.paidWithoutLoyaltyCents) : 0;
  const at = input.at.toISOString();
  const lines = input.lines.map((line, position) => {
    const lineTotals = totals.lines[position] ?? { discountCents: 0, taxCents: 0, totalCents: 0, promotionCents: 0 };
    return {
      id: saleLineId(input.id, position),
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      soldBy: line.soldBy ?? 'unit',
      discountCents: lineTotals.discountCents,
      discount: line.discount ?? null,
      taxRate: line.taxRate,
      taxCents: lineTotals.taxCents,
      totalCents: lineTotals.totalCents,
      refundedQuantity: 0,
      taxes: totals.lines[position]?.taxes ?? [],
      promotionCents: lineTotals.promotionCents,
      promotions: input.promoted?.lines[position]?.promotions ?? [],
      priceSetByHand: !!line.priceOverride,
    };
  });
  return {
    id: input.id,
    number: input.number,
    status: 'completed',
    createdAt: at,
    completedAt: at,
    customer: input.customer && {
      ...input.customer,
      loyaltyPoints: input.customer.loyaltyPoints + loyaltyEarned - settled.loyaltyPointsRedeemed,
    },
    staff: input.staff,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    discount: input.discount,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    itemCount: totals.itemCount,
    refundedCents: 0,
    changeCents: settled.changeCents,
    loyaltyEarned,
    loyaltyRedeemed: settled.loyaltyPointsRedeemed,
    note: null,
    capturedOffline: input.offline,
    priceDiffers: false,
    pricesIncludeTax: pricing.pricesIncludeTax,
    cashRoundingCents: settled.cashRoundingCents,
    giftCards: [],
    giftCardsCents: 0,
    taxes: totals.taxes,
    lines,
    promotions: promotionsOfLines(lines),
    payments: settled.tenders.map((tender, index) => ({
      id: salePaymentId(input.id, index),
      method: tender.method,
      status: input.offline && tender.method === 'card' ? 'stored' : 'completed',
      amountCents: tender.amountCents,
      tenderedCents: tender.method === 'cash' ? tender.tenderedCents : null,
      changeCents: tender.changeCents,
      reference: tender.reference,
      stored: input.offline && tender.method === 'card',
    })),
    refunds: [],
  };
}

import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { Discount } from '@tillwise/core/sale/discount';
import { sumTaxes } from '@tillwise/core/tax/tax';
import type { TaxAmount } from '@tillwise/core/tax/tax';
import type { LinePromotionEntry, Sale, SaleStatus, SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { promotionsOfLines } from '@tillwise/core/promotion/promotion-lines';
import type { Insertable, Selectable } from 'kysely';
import type { OrderLinesTable, OrderPromotionsTable, OrdersTable, PaymentsTable, RefundsTable } from '../db/schema';

/** A discount as a sale, quote or layaway keeps it (JSON), or null. */
export const parseDiscount = (json: string | null): Discount | null => (json ? (JSON.parse(json) as Discount) : null);

/** A line's taxes as stored, or its one tax for lines recorded before taxes were itemised. */
export function lineTaxAmounts(
  line: Pick<Selectable<OrderLinesTable>, 'taxes_json' | 'tax_rate_bps' | 'tax_cents'>,
): TaxAmount[] {
  if (line.taxes_json) return JSON.parse(line.taxes_json) as TaxAmount[];
  return [{ name: 'Tax', rate: line.tax_rate_bps / 100, taxCents: line.tax_cents }];
}

// A sale just written is mapped from the row as built, which has no coupon codes (only a parked sale keeps them).
type OrderRow = Omit<Selectable<OrdersTable>, 'coupon_codes_json'> & {
  coupon_codes_json?: string | null;
  staff_name: string;
  customer_name: string | null;
  customer_points: number | null;
  customer_group_id?: string | null;
  customer_vat_number?: string | null;
  customer_address?: string | null;
};

/** An order row as the API's sale summary. */
export function toSaleSummary(row: OrderRow, changeCents = 0): SaleSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status as SaleStatus,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    customer:
      row.customer_id && row.customer_name
        ? {
            id: row.customer_id,
            name: row.customer_name,
            loyaltyPoints: row.customer_points ?? 0,
            groupId: row.customer_group_id ?? null,
            ...(row.customer_vat_number !== undefined && {
              vatNumber: row.customer_vat_number || null,
              address: row.customer_address || null,
            }),
          }
        : null,
    staff: { id: row.user_id, name: row.staff_name },
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    discount: parseDiscount(row.discount_json),
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    itemCount: row.item_count,
    refundedCents: row.refunded_cents,
    changeCents,
    loyaltyEarned: row.loyalty_earned,
    loyaltyRedeemed: row.loyalty_redeemed,
    note: row.note,
    capturedOffline: row.captured_offline === 1,
    priceDiffers: row.offline_price_differs === 1,
    pricesIncludeTax: row.prices_include_tax === 1,
    cashRoundingCents: row.cash_rounding_cents,
    giftCards: row.gift_cards_json ? (JSON.parse(row.gift_cards_json) as SaleSummary['giftCards']) : [],
    giftCardsCents: row.gift_cards_cents,
  };
}

/** A whole sale: the order with its lines, payments and refunds. */
export function toSale(
  row: OrderRow,
  lines: Selectable<OrderLinesTable>[],
  refundedQuantities: Map<string, number>,
  payments: Selectable<PaymentsTable>[],
  refunds: (Selectable<RefundsTable> & { staff_name: string })[],
  promotions: readonly Insertable<OrderPromotionsTable>[] = [],
): Sale {
  const saleLines = lines.map((line) => ({
    id: line.id,
    productId: line.product_id,
    name: line.name,
    sku: line.sku,
    unitPriceCents: line.unit_price_cents,
    quantity: line.quantity,
    soldBy: (line.sold_by ?? 'unit') as SoldBy,
    discountCents: line.discount_cents,
    discount: parseDiscount(line.discount_json),
    taxRate: line.tax_rate_bps / 100,
    taxCents: line.tax_cents,
    totalCents: line.total_cents,
    refundedQuantity: refundedQuantities.get(line.id) ?? 0,
    taxes: lineTaxAmounts(line),
    promotionCents: Number(line.promotion_cents ?? 0),
    promotions: line.promotions_json ? (JSON.parse(line.promotions_json) as LinePromotionEntry[]) : [],
    priceSetByHand: line.catalog_price_cents != null,
  }));
  return {
    ...toSaleSummary(
      row,
      payments.reduce((sum, payment) => sum + payment.change_cents, 0),
    ),
    taxes: sumTaxes(lines.map(lineTaxAmounts)),
    lines: saleLines,
    promotions: promotions.length > 0 ? promotions.map(toSalePromotion).sort(byId) : promotionsOfLines(saleLines),
    ...(row.status === 'parked' &&
      row.coupon_codes_json && { couponCodes: JSON.parse(row.coupon_codes_json) as string[] }),
    payments: payments.map((payment) => ({
      id: payment.id,
      method: payment.method as PaymentMethod,
      status: payment.status,
      amountCents: payment.amount_cents,
      tenderedCents: payment.tendered_cents,
      changeCents: payment.change_cents,
      reference: payment.reference,
      stored: payment.status === 'stored',
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      number: refund.number,
      reason: refund.reason,
      amountCents: refund.amount_cents,
      createdAt: refund.created_at,
      staffName: refund.staff_name,
    })),
  };
}

const byId = (a: { promotionId: string }, b: { promotionId: string }) => a.promotionId.localeCompare(b.promotionId);

/** A promotion the sale got, as recorded for the promotions report, with its deal as it applied. */
function toSalePromotion(row: Insertable<OrderPromotionsTable>): Sale['promotions'][number] {
  const applied = row.rule_json
    ? (JSON.parse(row.rule_json) as Pick<Required<Sale['promotions'][number]>, 'rule' | 'excludesTypedDiscounts'>)
    : null;
  return {
    promotionId: row.promotion_id,
    name: row.name,
    discountCents: row.discount_cents,
    couponCode: row.coupon_code ?? null,
    ...(applied && { rule: applied.rule, excludesTypedDiscounts: applied.excludesTypedDiscounts }),
  };
}

import type { Selectable } from 'kysely';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { AppliedPromotion } from '@tillwise/core/promotion/applied-promotion';
import { promotionRefundCents, settleLineRefunds } from '@tillwise/core/refund/promotion-refund';
import type { LineRefund } from '@tillwise/core/refund/refund-math';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { Discount } from '@tillwise/core/sale/discount';
import type { Executor } from '../db/database';
import * as promotionRepository from '../db/repositories/promotion-repository';
import * as refundRepository from '../db/repositories/refund-repository';
import type { OrderLinesTable, OrdersTable } from '../db/schema';
import { lineTaxAmounts } from './sale-mapper';

const discountOf = (json: string | null): Discount | null => (json ? (JSON.parse(json) as Discount) : null);

/**
 * Under the store's rule 'deals_earned', a refund of a sale that got promotions gives back what was paid less what
 * the kept goods cost under the same deals (core's promotionRefundCents), its lines settled to that amount; under
 * 'as_paid' (and for any other sale) each line gives back its share of what it cost in the sale, as asked.
 */
export async function withPromotionsSettled<
  T extends { line: Selectable<OrderLinesTable>; quantity: number; money: LineRefund },
>(
  trx: Executor,
  order: Selectable<OrdersTable>,
  lines: readonly Selectable<OrderLinesTable>[],
  refunded: ReadonlyMap<string, number>,
  refundLines: T[],
  rule: PromotionRefundRule,
): Promise<T[]> {
  if (rule === 'as_paid') return refundLines;
  const rows = await promotionRepository.findOrderPromotions(trx, order.id);
  const promotions = rows.flatMap((row): AppliedPromotion[] =>
    row.rule_json
      ? [{ promotionId: row.promotion_id, ...(JSON.parse(row.rule_json) as Omit<AppliedPromotion, 'promotionId'>) }]
      : [],
  );
  if (promotions.length === 0) return refundLines;
  const target = promotionRefundCents(
    {
      totalCents: order.total_cents,
      discount: discountOf(order.discount_json),
      pricesIncludeTax: order.prices_include_tax === 1,
      lines: lines.map((line) => ({
        id: line.id,
        productId: line.product_id,
        unitPriceCents: line.unit_price_cents,
        quantity: line.quantity,
        soldBy: (line.sold_by ?? null) as SoldBy | null,
        discount: discountOf(line.discount_json),
        taxes: lineTaxAmounts(line).map(({ name, rate }) => ({ name, rate })),
        refundedQuantity: refunded.get(line.id) ?? 0,
        priceSetByHand: line.catalog_price_cents != null,
        taxRate: line.tax_rate_bps / 100,
      })),
      promotions,
    },
    new Map(refundLines.map((entry) => [entry.line.id, entry.quantity])),
    await refundRepository.findRefundedGoodsCents(trx, order.id),
  );
  const settled = settleLineRefunds(
    refundLines.map((entry) => entry.money),
    target,
  );
  return refundLines.map((entry, index) => ({ ...entry, money: settled[index] ?? entry.money }));
}

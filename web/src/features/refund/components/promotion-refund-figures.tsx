import { FormattedMessage } from 'react-intl';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { formatMoney } from '@/lib/money';

/** The sale got promotions (on a line or on the whole sale): its refunds follow the store's rule for them. */
export const hasPromotions = (sale: Sale) =>
  sale.promotions.length > 0 || sale.lines.some((line) => line.promotions.length > 0);

interface PromotionRefundFiguresProps {
  sale: Sale;
  figures: { itemsCents: number; paidForItemsCents: number; dealsTakenBackCents: number; problem: string | null };
  rule: PromotionRefundRule;
}

/**
 * Why a refund of a promoted sale is what it is: what the items cost in the sale (their share of the deals and
 * discounts taken off), and under "take back deals no longer earned" what the goods kept no longer earn.
 */
export function PromotionRefundFigures({ sale, figures, rule }: PromotionRefundFiguresProps) {
  if (!hasPromotions(sale) || figures.problem || figures.itemsCents === 0) return null;
  return (
    <>
      <div className="flex justify-between text-muted-foreground">
        <dt>
          <FormattedMessage id="refund.costInSale" defaultMessage="What they cost in the sale" />
        </dt>
        <dd className="tabular-nums" data-testid="refund-paid-for-items">
          {formatMoney(figures.paidForItemsCents)}
        </dd>
      </div>
      {rule === 'deals_earned' && figures.dealsTakenBackCents !== 0 && (
        <div className="flex justify-between text-muted-foreground">
          <dt>
            <FormattedMessage id="refund.dealsTakenBack" defaultMessage="Deals the items kept no longer earn" />
          </dt>
          <dd className="tabular-nums" data-testid="refund-deals-taken-back">
            {figures.dealsTakenBackCents > 0 ? '−' : '+'}
            {formatMoney(Math.abs(figures.dealsTakenBackCents))}
          </dd>
        </div>
      )}
    </>
  );
}

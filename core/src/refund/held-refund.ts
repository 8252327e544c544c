import { money, say } from '../i18n/core-message';
import { formatMoney } from '../money/money';
import type { MoneyFormat } from '../money/money-format';
import type { Sale } from '../sale/sale-schemas';
import { lineRefund, loyaltyPointsToReverse, refundableQuantity } from './refund-math';
import type { LineRefund } from './refund-math';
import { promotionRefundCents, settleLineRefunds } from './promotion-refund';
import { defaultPromotionRefundRule } from './promotion-refund-rule';
import type { PromotionRefundRule } from './promotion-refund-rule';
import { mergeRefundTenders, refundDestinationError, refundToDestination, shareAsTender } from './refund-destination';
import type { Refund, RefundDestination } from './refund-schemas';
import { allocateRefund } from './refund-tenders';
import { refundMessages } from './refund-messages';

export interface HeldRefundInput {
  id: string;
  number: string;
  reason: string;
  at: Date;
  staffName: string;
  lines: readonly { saleLineId: string; quantity: number }[];
  /** The store's cash rounding step (0: none). */
  cashRoundingStep?: number;
  /** Where the money goes (left out: back over the sale's own payments). */
  destination?: RefundDestination;
  /** The store's rule for sales that got promotions (left out: what each item cost in the sale). */
  promotionRefundRule?: PromotionRefundRule;
  /** The store's money, for what a refusal says (left out: the money core's messages are said in). */
  money?: MoneyFormat;
}

type Tally = { refundedByPayment: number[]; loyaltyReversed: number };

const earningPaidCents = (sale: Sale) =>
  sale.payments.filter((payment) => payment.method !== 'loyalty').reduce((sum, p) => sum + p.amountCents, 0);

/** What the sale's earlier refunds took from each tender and from its points, replayed by the server's own rules. */
function tallyEarlierRefunds(sale: Sale): Tally {
  const tally: Tally = { refundedByPayment: sale.payments.map(() => 0), loyaltyReversed: 0 };
  for (const earlier of sale.refunds) {
    const shares = allocateRefund(earlier.amountCents, tendersOf(sale, tally)) ?? [];
    for (const share of shares)
      tally.refundedByPayment[share.tender.index] =
        (tally.refundedByPayment[share.tender.index] ?? 0) + share.amountCents;
    tally.loyaltyReversed += loyaltyPointsToReverse(
      {
        loyaltyEarned: sale.loyaltyEarned,
        loyaltyReversed: tally.loyaltyReversed,
        earningPaidCents: earningPaidCents(sale),
      },
      earlier.amountCents,
    );
  }
  return tally;
}

const tendersOf = (sale: Sale, tally: Tally) =>
  sale.payments.map((payment, index) => ({
    index,
    method: payment.method,
    reference: payment.reference,
    stored: payment.stored,
    paidCents: payment.amountCents,
    refundedCents: tally.refundedByPayment[index] ?? 0,
  }));

/**
 * A refund the till gives while the server cannot be reached, of a sale this till holds: the money by the same
 * rules the server records it by (each line's share, split over the sale's tenders in proportion), and the sale
 * as it stands after it. An error when the request asks for more than the sale has left.
 */
export function heldRefund(
  sale: Sale,
  input: HeldRefundInput,
): { refund: Refund; sale: Sale; paidForItemsCents: number; dealsTakenBackCents: number } | { error: string } {
  if (sale.status !== 'completed' && sale.status !== 'partially_refunded')
    return { error: say(refundMessages.nothingLeft, { number: sale.number }) };
  if (input.lines.length === 0) return { error: say(refundMessages.selectItem) };
  const destination = input.destination ?? 'original';
  const refused = refundDestinationError(destination, { hasCustomer: sale.customer !== null, tenders: sale.payments });
  if (refused) return { error: refused };
  const byId = new Map(sale.lines.map((line) => [line.id, line]));
  const refunded = new Map<string, number>();
  const asked: { line: Sale['lines'][number]; quantity: number; money: LineRefund }[] = [];
  for (const requested of input.lines) {
    const line = byId.get(requested.saleLineId);
    if (!line || refunded.has(line.id)) return { error: say(refundMessages.notOnSale) };
    const left = refundableQuantity(line);
    if (!Number.isInteger(requested.quantity) || requested.quantity < 1 || requested.quantity > left)
      return { error: say(refundMessages.quantityLeft, { left: String(left), name: line.name }) };
    const money = lineRefund(
      {
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
        subtotalCents: line.totalCents - line.taxCents + line.discountCents,
        discountCents: line.discountCents,
        taxCents: line.taxCents,
      },
      requested.quantity,
    );
    refunded.set(line.id, requested.quantity);
    asked.push({ line, quantity: requested.quantity, money });
  }
  const moneys =
    (input.promotionRefundRule ?? defaultPromotionRefundRule) === 'deals_earned'
      ? withPromotionsSettled(sale, asked)
      : asked.map((a) => a.money);
  const refundLines: Refund['lines'] = asked.map(({ line, quantity }, index) => ({
    saleLineId: line.id,
    name: line.name,
    quantity,
    soldBy: line.soldBy,
    amountCents: moneys[index]!.amountCents,
  }));
  const subtotalCents = moneys.reduce((sum, money) => sum + money.subtotalCents, 0);
  const taxCents = moneys.reduce((sum, money) => sum + money.taxCents, 0);
  const amountCents = moneys.reduce((sum, money) => sum + money.amountCents, 0);
  const tally = tallyEarlierRefunds(sale);
  const unitsLeft = sale.lines.reduce((sum, line) => sum + refundableQuantity(line), 0);
  const unitsNow = [...refunded.values()].reduce((sum, quantity) => sum + quantity, 0);
  const returned = refundToDestination(
    amountCents,
    tendersOf(sale, tally),
    {
      cashRoundingStep: input.cashRoundingStep ?? 0,
      completesSale: unitsNow === unitsLeft,
      // The till holds sales it took itself, whose earlier refunds it gave; their rounding is not kept apart.
      roundingLeftCents: sale.refunds.length === 0 ? sale.cashRoundingCents : 0,
    },
    destination,
  );
  if (!returned) {
    const amount = input.money ? formatMoney(amountCents, input.money) : money(amountCents);
    return { error: say(refundMessages.amountLeft, { number: sale.number, amount }) };
  }
  const shares = returned.shares;
  const loyaltyReversed = loyaltyPointsToReverse(
    {
      loyaltyEarned: sale.loyaltyEarned,
      loyaltyReversed: tally.loyaltyReversed,
      earningPaidCents: earningPaidCents(sale),
    },
    amountCents,
  );
  const createdAt = input.at.toISOString();
  const refund: Refund = {
    id: input.id,
    number: input.number,
    saleId: sale.id,
    saleNumber: sale.number,
    reason: input.reason,
    subtotalCents,
    taxCents,
    amountCents: amountCents + returned.cashRoundingCents,
    loyaltyReversed,
    createdAt,
    staffName: input.staffName,
    capturedOffline: true,
    tenders: mergeRefundTenders(shares.map(shareAsTender)),
    lines: refundLines,
  };
  const lines = sale.lines.map((line) => ({
    ...line,
    refundedQuantity: line.refundedQuantity + (refunded.get(line.id) ?? 0),
  }));
  const after: Sale = {
    ...sale,
    status: sale.refundedCents + amountCents >= sale.totalCents ? 'refunded' : 'partially_refunded',
    refundedCents: sale.refundedCents + amountCents,
    lines,
    refunds: [
      ...sale.refunds,
      {
        id: refund.id,
        number: refund.number,
        reason: refund.reason,
        amountCents,
        createdAt,
        staffName: input.staffName,
      },
    ],
  };
  const asPaidCents = asked.reduce((sum, entry) => sum + entry.money.amountCents, 0);
  return { refund, sale: after, paidForItemsCents: asPaidCents, dealsTakenBackCents: asPaidCents - amountCents };
}

/**
 * Under 'deals_earned', a sale that got promotions gives back what was paid less what is kept, priced under the same
 * deals (as the server settles it, see promotion-refund.ts); other sales give back each unit's share.
 */
function withPromotionsSettled(
  sale: Sale,
  asked: readonly { line: Sale['lines'][number]; quantity: number; money: LineRefund }[],
): LineRefund[] {
  const promotions = sale.promotions.flatMap((p) =>
    p.rule
      ? [{ promotionId: p.promotionId, rule: p.rule, excludesTypedDiscounts: p.excludesTypedDiscounts ?? false }]
      : [],
  );
  if (promotions.length === 0) return asked.map((entry) => entry.money);
  const target = promotionRefundCents(
    {
      totalCents: sale.totalCents,
      discount: sale.discount,
      pricesIncludeTax: sale.pricesIncludeTax,
      lines: sale.lines.map((line) => ({ ...line, taxes: line.taxes.map(({ name, rate }) => ({ name, rate })) })),
      promotions,
    },
    new Map(asked.map((entry) => [entry.line.id, entry.quantity])),
    // The till keeps what its refunds paid back, cash rounding included: near enough to settle one offline.
    sale.refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
  );
  return settleLineRefunds(
    asked.map((entry) => entry.money),
    target,
  );
}

/**
 * What a refund of these lines gives back, worked out by the rules that record it (each line's share of what was
 * paid, deals no longer earned under the store's rule, cash rounding), so the refund dialog says what the customer
 * will get and why: what the items cost in the sale, the deals taken back, the money with its tax, and how it goes
 * back over the sale's tenders. An error when the lines ask for more than is left.
 */
export function previewRefund(
  sale: Sale,
  lines: readonly { saleLineId: string; quantity: number }[],
  cashRoundingStep = 0,
  destination: RefundDestination = 'original',
  promotionRefundRule: PromotionRefundRule = defaultPromotionRefundRule,
):
  | { amountCents: number; tenders: Refund['tenders']; paidForItemsCents: number; dealsTakenBackCents: number }
  | { error: string } {
  const given = heldRefund(sale, {
    id: 'preview',
    number: 'preview',
    reason: '',
    at: new Date(0),
    staffName: '',
    lines,
    cashRoundingStep,
    destination,
    promotionRefundRule,
  });
  if ('error' in given) return given;
  const { amountCents, tenders } = given.refund;
  return {
    amountCents,
    tenders,
    paidForItemsCents: given.paidForItemsCents,
    dealsTakenBackCents: given.dealsTakenBackCents,
  };
}

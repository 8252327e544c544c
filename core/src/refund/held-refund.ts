import { formatMoney } from '../money/money';
import type { Sale } from '../sale/sale-schemas';
import { lineRefund, loyaltyPointsToReverse, refundableQuantity } from './refund-math';
import type { Refund } from './refund-schemas';
import { allocateRefund, refundToTenders } from './refund-tenders';

export interface HeldRefundInput {
  id: string;
  number: string;
  reason: string;
  at: Date;
  staffName: string;
  lines: readonly { saleLineId: string; quantity: number }[];
  /** The store's cash rounding step (0: none). */
  cashRoundingStep?: number;
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
    paidCents: payment.amountCents,
    refundedCents: tally.refundedByPayment[index] ?? 0,
  }));

/**
 * A refund the till gives while the server cannot be reached, of a sale this till holds: the money by the same
 * rules the server records it by (each line's share, split over the sale's tenders in proportion), and the sale
 * as it stands after it. An error when the request asks for more than the sale has left.
 */
export function heldRefund(sale: Sale, input: HeldRefundInput): { refund: Refund; sale: Sale } | { error: string } {
  if (sale.status !== 'completed' && sale.status !== 'partially_refunded')
    return { error: `Sale ${sale.number} has nothing left to refund` };
  if (input.lines.length === 0) return { error: 'Select at least one item to refund' };
  const byId = new Map(sale.lines.map((line) => [line.id, line]));
  const refundLines: Refund['lines'] = [];
  let subtotalCents = 0;
  let taxCents = 0;
  let amountCents = 0;
  const refunded = new Map<string, number>();
  for (const requested of input.lines) {
    const line = byId.get(requested.saleLineId);
    if (!line || refunded.has(line.id)) return { error: 'That item is not on this sale' };
    const left = refundableQuantity(line);
    if (!Number.isInteger(requested.quantity) || requested.quantity < 1 || requested.quantity > left)
      return { error: `Only ${left} of ${line.name} can still be refunded` };
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
    subtotalCents += money.subtotalCents;
    taxCents += money.taxCents;
    amountCents += money.amountCents;
    refundLines.push({
      saleLineId: line.id,
      name: line.name,
      quantity: requested.quantity,
      amountCents: money.amountCents,
    });
  }
  const tally = tallyEarlierRefunds(sale);
  const unitsLeft = sale.lines.reduce((sum, line) => sum + refundableQuantity(line), 0);
  const unitsNow = [...refunded.values()].reduce((sum, quantity) => sum + quantity, 0);
  const returned = refundToTenders(amountCents, tendersOf(sale, tally), {
    cashRoundingStep: input.cashRoundingStep ?? 0,
    completesSale: unitsNow === unitsLeft,
    // The till holds sales it took itself, whose earlier refunds it gave; their rounding is not kept apart.
    roundingLeftCents: sale.refunds.length === 0 ? sale.cashRoundingCents : 0,
  });
  if (!returned) return { error: `Sale ${sale.number} has less than ${formatMoney(amountCents)} left to refund` };
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
    tenders: shares.map((share) => ({
      method: share.tender.method,
      amountCents: share.amountCents,
      reference: share.tender.reference,
    })),
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
  return { refund, sale: after };
}

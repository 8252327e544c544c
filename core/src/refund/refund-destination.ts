import { roundCash } from '../money/money';
import { say } from '../i18n/core-message';
import { refundDestinationMessages } from './refund-messages';
import { paymentMethods } from '../payment/tender';
import type { PaymentMethod } from '../payment/tender';
import type { Refund, RefundDestination } from './refund-schemas';
import { refundShareStored, refundToTenders } from './refund-tenders';
import type { PaidTender, RefundRounding, RefundShare } from './refund-tenders';

/**
 * The tenders whose share may go elsewhere: money. A gift card, store credit or loyalty points always go back where
 * they came from, so a refund never turns them into cash.
 */
const redirectable: readonly PaymentMethod[] = ['card', 'cash', 'layaway', 'special_order'];

/**
 * Where a share goes back to when the refund goes to the original payments: its own tender, but what was paid onto
 * a layaway (cash or card, over weeks) or as a special order's deposit comes back as cash.
 */
const originalMethod = (method: PaymentMethod): PaymentMethod =>
  method === 'layaway' || method === 'special_order' ? 'cash' : method;

/** A share of a refund: the sale's tender it comes out of (which bounds it) and where the money goes. */
export interface DestinedShare<T extends PaidTender> extends RefundShare<T> {
  method: PaymentMethod;
}

/**
 * Why a refund may not go to this destination, or null when it may. Store credit needs the sale's customer to hold
 * it; a card stored offline and not yet authorised may still be declined, so its share cannot turn into cash or
 * credit before it is.
 */
export function refundDestinationError(
  destination: RefundDestination,
  sale: { hasCustomer: boolean; tenders: readonly { method: PaymentMethod; stored: boolean }[] },
): string | null {
  if (destination === 'store_credit' && !sale.hasCustomer) return say(refundDestinationMessages.noCustomer);
  if (destination !== 'original' && sale.tenders.some((tender) => tender.method === 'card' && tender.stored))
    return say(refundDestinationMessages.cardNotAuthorised);
  return null;
}

/**
 * Where a refund goes: over the sale's tenders as refundToTenders splits it, each card and cash share sent to the
 * destination instead when one is chosen, so a card never gets back more than it paid, nor anything when the refund
 * goes elsewhere. Store credit takes the exact amount; cash handed over is rounded as a whole to the store's step
 * (down when rounding up would give back more than the sale was paid). Null when the tenders hold too little.
 */
export function refundToDestination<T extends PaidTender>(
  linesCents: number,
  tenders: readonly T[],
  rounding: RefundRounding,
  destination: RefundDestination,
): { shares: DestinedShare<T>[]; cashRoundingCents: number } | null {
  if (destination === 'original') {
    const returned = refundToTenders(linesCents, tenders, rounding);
    if (!returned) return null;
    return {
      ...returned,
      shares: returned.shares.map((share) => ({ ...share, method: originalMethod(share.tender.method) })),
    };
  }
  const returned = refundToTenders(linesCents, tenders, { ...rounding, cashRoundingStep: 0 });
  if (!returned) return null;
  const shares = returned.shares.map((share) => ({
    ...share,
    method: redirectable.includes(share.tender.method) ? destination : share.tender.method,
  }));
  if (destination !== 'cash') return { shares, cashRoundingCents: returned.cashRoundingCents };
  const roundingCents = roundCashPayout(shares, rounding.cashRoundingStep);
  return {
    shares: shares.filter((share) => share.amountCents > 0),
    cashRoundingCents: returned.cashRoundingCents + roundingCents,
  };
}

/** Rounds the cash shares, together, to the step in place; what it added (or, negative, took off). */
function roundCashPayout<T extends PaidTender>(shares: DestinedShare<T>[], step: number): number {
  const cash = shares.filter((share) => share.method === 'cash').sort((a, b) => b.amountCents - a.amountCents);
  const payout = cash.reduce((sum, share) => sum + share.amountCents, 0);
  const nearest = roundCash(payout, step);
  if (nearest === payout) return 0;
  if (nearest > payout) {
    const room = (share: DestinedShare<T>) => share.tender.paidCents - share.tender.refundedCents - share.amountCents;
    const taker = cash.find((share) => room(share) >= nearest - payout);
    if (taker) {
      taker.amountCents += nearest - payout;
      return nearest - payout;
    }
  }
  const target = nearest > payout ? nearest - step : nearest;
  let left = payout - target;
  for (const share of cash) {
    const taken = Math.min(left, share.amountCents);
    share.amountCents -= taken;
    left -= taken;
  }
  return target - payout;
}

type RefundTender = Refund['tenders'][number];

/** Where one share went: the tender's reference and stored card only when it went back to that same tender. */
export function shareAsTender<T extends PaidTender & { stored: boolean }>(share: DestinedShare<T>): RefundTender {
  const kept = share.method === share.tender.method;
  return {
    method: share.method,
    amountCents: share.amountCents,
    reference: kept ? share.tender.reference : null,
    stored: kept && refundShareStored(share.tender),
  };
}

/**
 * A refund's tenders as the customer is told them: one line a place the money went (the card's and the cash's
 * shares sent to cash are one handful of cash), in the till's order of methods.
 */
export function mergeRefundTenders(tenders: readonly RefundTender[]): RefundTender[] {
  const merged: RefundTender[] = [];
  for (const tender of tenders) {
    const same = merged.find(
      (other) =>
        other.method === tender.method && other.reference === tender.reference && other.stored === tender.stored,
    );
    if (same) same.amountCents += tender.amountCents;
    else merged.push({ ...tender });
  }
  return merged.sort((a, b) => paymentMethods.indexOf(a.method) - paymentMethods.indexOf(b.method));
}

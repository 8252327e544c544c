import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { PaymentMethod } from '@tillwise/core/payment/tender';
import type { PromotionRefundRule } from '@tillwise/core/refund/promotion-refund-rule';
import type { RefundDestination } from '@tillwise/core/refund/refund-schemas';
import { notHeldMessage } from '../api/held-sales';
import { paymentMethodMessages } from '@/lib/i18n/payment-method-messages';
import { formatMoney } from '@/lib/money';

/** Where a refund's money goes, as core's refundDestinationLabels says it in US English. */
export const refundDestinationMessages: Record<RefundDestination, MessageDescriptor> = defineMessages({
  original: { id: 'refund.destination.original', defaultMessage: 'To the original payments' },
  cash: { id: 'refund.destination.cash', defaultMessage: 'All in cash' },
  store_credit: { id: 'refund.destination.storeCredit', defaultMessage: 'Store credit' },
});

export const refundDestinationHintMessages: Record<RefundDestination, MessageDescriptor> = defineMessages({
  original: { id: 'refund.destination.original.hint', defaultMessage: 'As the sale was paid' },
  cash: { id: 'refund.destination.cash.hint', defaultMessage: 'From the drawer, nothing to a card' },
  store_credit: { id: 'refund.destination.storeCredit.hint', defaultMessage: 'Onto the customer’s store credit' },
});

/** The store's rule for promoted sales with what it means, as the refund dialog states it (core's label and hint). */
export const promotionRuleLineMessages: Record<PromotionRefundRule, MessageDescriptor> = defineMessages({
  as_paid: {
    id: 'refund.promotionRule.asPaid',
    defaultMessage:
      'Refund what the item cost in the sale (Settings › Promotions): each item gives back what it cost in the sale, with its share of the deals.',
  },
  deals_earned: {
    id: 'refund.promotionRule.dealsEarned',
    defaultMessage:
      'Take back deals no longer earned (Settings › Promotions): the goods kept are priced under the same deals: a deal they no longer earn is taken back.',
  },
});

const problems = defineMessages({
  noCustomer: {
    id: 'refund.problem.noCustomer',
    defaultMessage: 'Store credit goes to the sale’s customer: this sale has none',
  },
  cardNotAuthorised: {
    id: 'refund.problem.cardNotAuthorised',
    defaultMessage: 'The card this sale was paid with is not authorised yet: refund it to the original payments',
  },
  nothingLeft: { id: 'refund.problem.nothingLeft', defaultMessage: 'Sale {number} has nothing left to refund' },
  selectItem: { id: 'refund.problem.selectItem', defaultMessage: 'Select at least one item to refund' },
  notOnSale: { id: 'refund.problem.notOnSale', defaultMessage: 'That item is not on this sale' },
  onlyLeft: { id: 'refund.problem.onlyLeft', defaultMessage: 'Only {left} of {name} can still be refunded' },
  lessLeft: {
    id: 'refund.problem.lessLeft',
    defaultMessage: 'Sale {number} has less than {amount} left to refund',
  },
  notHeld: {
    id: 'refund.problem.notHeld',
    defaultMessage: 'The server cannot be reached. Only sales taken on this till can be refunded until it is back.',
  },
});

/**
 * Why a refund cannot be given, in the person's language: core's refund rules and this till's offline refusal say
 * it in US English (the server's words too), so a known sentence is matched and said again; any other is shown as is.
 */
export function refundProblemText(intl: IntlShape, problem: string): string {
  const say = (message: MessageDescriptor, values?: Record<string, string>) => intl.formatMessage(message, values);
  if (problem === notHeldMessage) return say(problems.notHeld);
  if (problem === 'Store credit goes to the sale’s customer: this sale has none') return say(problems.noCustomer);
  if (problem.startsWith('The card this sale was paid with is not authorised yet'))
    return say(problems.cardNotAuthorised);
  if (problem === 'Select at least one item to refund') return say(problems.selectItem);
  if (problem === 'That item is not on this sale') return say(problems.notOnSale);
  let match = /^Sale (\S+) has nothing left to refund$/.exec(problem);
  if (match) return say(problems.nothingLeft, { number: match[1]! });
  match = /^Only (\S+) of (.+) can still be refunded$/.exec(problem);
  if (match) return say(problems.onlyLeft, { left: match[1]!, name: match[2]! });
  match = /^Sale (\S+) has less than (.+) left to refund$/.exec(problem);
  if (match) return say(problems.lessLeft, { number: match[1]!, amount: match[2]! });
  return problem;
}

/** The error as a person reads it: the offline refusal in their language, any other as it came. */
export const refundError = (intl: IntlShape, error: Error): Error =>
  error.message === notHeldMessage ? new Error(refundProblemText(intl, error.message)) : error;

/** What goes back to one place: 'Card $12.00', a card stored offline '(stored)'. */
export function tenderText(intl: IntlShape, tender: { method: PaymentMethod; amountCents: number; stored?: boolean }) {
  const values = {
    method: intl.formatMessage(paymentMethodMessages[tender.method]),
    amount: formatMoney(tender.amountCents),
  };
  return tender.stored
    ? intl.formatMessage({ id: 'refund.tender.stored', defaultMessage: '{method} {amount} (stored)' }, values)
    : intl.formatMessage({ id: 'refund.tender', defaultMessage: '{method} {amount}' }, values);
}

/** Every place the refund goes back to, one after another; `withStored` marks a card stored offline. */
export const tendersText = (
  intl: IntlShape,
  tenders: readonly { method: PaymentMethod; amountCents: number; stored?: boolean }[],
  withStored = false,
) => tenders.map((tender) => tenderText(intl, withStored ? tender : { ...tender, stored: false })).join(' · ');

import { defineMessages } from '../i18n/core-message';

/** What a refund's rules say when what a till asks cannot be refunded. */
/** Why a refund cannot go where it was asked to. */
export const refundDestinationMessages = defineMessages({
  noCustomer: {
    id: 'core.refund.noCustomerForCredit',
    defaultMessage: 'Store credit goes to the sale’s customer: this sale has none',
  },
  cardNotAuthorised: {
    id: 'core.refund.cardNotAuthorised',
    defaultMessage: 'The card this sale was paid with is not authorised yet: refund it to the original payments',
  },
});

export const refundMessages = defineMessages({
  unitAtLeastOne: { id: 'core.refund.unitAtLeastOne', defaultMessage: 'Refund at least one unit' },
  selectItem: { id: 'core.refund.selectItem', defaultMessage: 'Select at least one item to refund' },
  refundNumberLike: { id: 'core.refund.refundNumberLike', defaultMessage: 'Use a refund number like {example}' },
  chooseDestination: {
    id: 'core.refund.chooseDestination',
    defaultMessage: 'Choose where the refund goes: original payments, cash or store credit',
  },
  nothingLeft: { id: 'core.refund.nothingLeft', defaultMessage: 'Sale {number} has nothing left to refund' },
  notOnSale: { id: 'core.refund.notOnSale', defaultMessage: 'That item is not on this sale' },
  quantityLeft: { id: 'core.refund.quantityLeft', defaultMessage: 'Only {left} of {name} can still be refunded' },
  amountLeft: {
    id: 'core.refund.amountLeft',
    defaultMessage: 'Sale {number} has less than {amount} left to refund',
  },
});

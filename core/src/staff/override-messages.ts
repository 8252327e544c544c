import { defineMessages } from '../i18n/core-message';

/** Why a manager's approval does not cover what is being done: one whole sentence per case. */
export const overrideShortfallMessages = defineMessages({
  forAnother: { id: 'core.override.forAnother', defaultMessage: 'This approval is for {approved}, not {wanted}' },
  discountUpTo: {
    id: 'core.override.discountUpTo',
    defaultMessage: 'The manager approved a discount of up to {approved} %, not {wanted} %',
  },
  refundOtherSale: {
    id: 'core.override.refundOtherSale',
    defaultMessage: 'This approval is for a refund on another sale',
  },
  refundTo: { id: 'core.override.refundTo', defaultMessage: 'The manager approved a refund {approved}, not {wanted}' },
  refundUpTo: {
    id: 'core.override.refundUpTo',
    defaultMessage: 'The manager approved a refund of up to {approved}, not {wanted}',
  },
  otherProduct: {
    id: 'core.override.otherProduct',
    defaultMessage: 'This approval is for the price of another product',
  },
  priceOf: { id: 'core.override.priceOf', defaultMessage: 'The manager approved a price of {approved}, not {wanted}' },
  returnUpTo: {
    id: 'core.override.returnUpTo',
    defaultMessage: 'The manager approved a return of up to {approved}, not {wanted}',
  },
  cashUpTo: { id: 'core.override.cashUpTo', defaultMessage: 'The manager approved up to {approved}, not {wanted}' },
  forPayIn: { id: 'core.override.forPayIn', defaultMessage: 'This approval is for a Pay In' },
  forPayOut: { id: 'core.override.forPayOut', defaultMessage: 'This approval is for a Pay Out' },
  forDrop: { id: 'core.override.forDrop', defaultMessage: 'This approval is for a Cash Drop' },
  forNoSale: { id: 'core.override.forNoSale', defaultMessage: 'This approval is for a No Sale' },
});

/** What an approval is for, as the sentence above names it. */
export const overrideActionNouns = defineMessages({
  discount: { id: 'core.override.noun.discount', defaultMessage: 'a discount' },
  refund: { id: 'core.override.noun.refund', defaultMessage: 'a refund' },
  price_change: { id: 'core.override.noun.priceChange', defaultMessage: 'a price change' },
  cash_movement: { id: 'core.override.noun.cashMovement', defaultMessage: 'a cash movement' },
  return: { id: 'core.override.noun.return', defaultMessage: 'a return without receipt' },
});

/** Where a refund goes, as "the manager approved a refund …" names it. */
export const refundDestinationPhrases = defineMessages({
  original: { id: 'core.override.refundTo.original', defaultMessage: 'to the original payments' },
  cash: { id: 'core.override.refundTo.cash', defaultMessage: 'all in cash' },
  store_credit: { id: 'core.override.refundTo.storeCredit', defaultMessage: 'store credit' },
});

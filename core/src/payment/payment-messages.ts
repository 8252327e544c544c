import { defineMessages } from '../i18n/core-message';

/** What the till says when the payments taken do not settle a sale ({amount}s in the store's money). */
export const tenderMessages = defineMessages({
  choosePayment: { id: 'core.payment.choosePayment', defaultMessage: 'Choose how the customer pays' },
  tooManyTenders: { id: 'core.payment.tooManyTenders', defaultMessage: 'Split a sale over at most {max} payments' },
  paymentAboveZero: { id: 'core.payment.paymentAboveZero', defaultMessage: 'Each payment must be more than {amount}' },
  cashTenderedShort: {
    id: 'core.payment.cashTenderedShort',
    defaultMessage: 'Cash tendered {tendered} is less than {amount} due',
  },
  enterVoucherCode: { id: 'core.payment.enterVoucherCode', defaultMessage: 'Enter the voucher code' },
  voucherPrefix: { id: 'core.payment.voucherPrefix', defaultMessage: 'Gift card codes start with {prefix}' },
  loyaltyNeedsCustomer: {
    id: 'core.payment.loyaltyNeedsCustomer',
    defaultMessage: 'Attach a customer to pay with loyalty points',
  },
  notEnoughPoints: {
    id: 'core.payment.notEnoughPoints',
    defaultMessage: 'Not enough loyalty points: {points} points cover {amount}',
  },
  storeCreditNeedsCustomer: {
    id: 'core.payment.storeCreditNeedsCustomer',
    defaultMessage: 'Attach a customer to pay with store credit',
  },
  accountNeedsCustomer: {
    id: 'core.payment.accountNeedsCustomer',
    defaultMessage: 'Attach a customer with a trade account to sell on account',
  },
  cashOnce: { id: 'core.payment.cashOnce', defaultMessage: 'Take cash once per sale' },
  storeCreditShort: {
    id: 'core.payment.storeCreditShort',
    defaultMessage: 'The customer has {amount} of store credit',
  },
  cashRounded: {
    id: 'core.payment.cashRounded',
    defaultMessage: 'Cash is rounded to {step}: take {amount} in cash',
  },
  paymentsShort: { id: 'core.payment.paymentsShort', defaultMessage: 'Payments cover {paid} of {due}' },
  paymentsOver: {
    id: 'core.payment.paymentsOver',
    defaultMessage: 'Payments of {paid} are more than the {due} due',
  },
});

/** That a way to pay is turned off in Settings, one sentence per way to pay (keyed as tender's paymentMethods). */
export const turnedOffMessages = defineMessages({
  card: { id: 'core.payment.cardTurnedOff', defaultMessage: 'Card payments are turned off in Settings' },
  cash: { id: 'core.payment.cashTurnedOff', defaultMessage: 'Cash payments are turned off in Settings' },
  voucher: { id: 'core.payment.voucherTurnedOff', defaultMessage: 'Voucher payments are turned off in Settings' },
  loyalty: {
    id: 'core.payment.loyaltyTurnedOff',
    defaultMessage: 'Loyalty points payments are turned off in Settings',
  },
  store_credit: {
    id: 'core.payment.storeCreditTurnedOff',
    defaultMessage: 'Store credit payments are turned off in Settings',
  },
  account: { id: 'core.payment.accountTurnedOff', defaultMessage: 'On account payments are turned off in Settings' },
  layaway: { id: 'core.payment.layawayTurnedOff', defaultMessage: 'Layaway payments are turned off in Settings' },
  special_order: {
    id: 'core.payment.specialOrderTurnedOff',
    defaultMessage: 'Special order deposit payments are turned off in Settings',
  },
});

/** The refusals every field of an amount of money shares, whichever form it is on. */
export const amountFieldMessages = defineMessages({
  wholeCents: { id: 'core.payment.wholeCents', defaultMessage: 'Enter whole cents' },
  enterAmountLike: { id: 'core.payment.enterAmountLike', defaultMessage: 'Enter an amount like {example}' },
  enterAtMost: { id: 'core.payment.enterAtMost', defaultMessage: 'Enter at most {amount}' },
});

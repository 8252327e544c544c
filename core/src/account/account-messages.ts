import { defineMessages } from '../i18n/core-message';

/** What a trade account's forms say when a field does not read: its limit and terms, a payment on account. */
/** What the till says when a sale cannot go on a customer's trade account. */
export const accountRefusals = defineMessages({
  creditLeft: {
    id: 'core.account.creditLeft',
    defaultMessage: '{name} has only {available} of credit left on account',
  },
  noCreditLeft: { id: 'core.account.noCreditLeft', defaultMessage: '{name} has no credit left on account' },
  noAccount: { id: 'core.account.noAccount', defaultMessage: '{name} has no trade account' },
});

export const accountMessages = defineMessages({
  enterDate: { id: 'core.account.enterDate', defaultMessage: 'Enter a date like {example}' },
  enterCreditLimit: { id: 'core.account.enterCreditLimit', defaultMessage: 'Enter a credit limit like {example}' },
  creditLimitNegative: {
    id: 'core.account.creditLimitNegative',
    defaultMessage: 'The credit limit cannot be below {amount}',
  },
  creditLimitAtMost: {
    id: 'core.account.creditLimitAtMost',
    defaultMessage: 'The credit limit can be at most {amount}',
  },
  enterTerms: { id: 'core.account.enterTerms', defaultMessage: 'Enter the payment terms in days' },
  wholeDays: { id: 'core.account.wholeDays', defaultMessage: 'Enter whole days' },
  termsNegative: { id: 'core.account.termsNegative', defaultMessage: 'Terms cannot be below 0 days' },
  termsAtMost: { id: 'core.account.termsAtMost', defaultMessage: 'Terms can be at most {max} days' },
  amountAboveZero: { id: 'core.account.amountAboveZero', defaultMessage: 'The amount must be more than {amount}' },
  amountAtMost: { id: 'core.account.amountAtMost', defaultMessage: 'The amount can be at most {amount}' },
  choosePaymentMethod: { id: 'core.account.choosePaymentMethod', defaultMessage: 'Choose cash, card or cheque' },
  referenceTooLong: {
    id: 'core.account.referenceTooLong',
    defaultMessage: 'Keep the reference to {max} characters',
  },
  cashNeedsTill: {
    id: 'core.account.cashNeedsTill',
    defaultMessage: 'A cash payment goes into a till’s drawer: choose the till',
  },
});

import { defineMessages } from '../i18n/core-message';

/** What the customer forms, the customer file and a store credit adjustment say when something does not read. */
/** Why a hand adjustment of store credit is refused, and what a customer's store credit cannot cover. */
export const storeCreditMessages = defineMessages({
  enterAmount: { id: 'core.storeCredit.enterAmount', defaultMessage: 'Enter an amount like {example}' },
  notZero: { id: 'core.storeCredit.notZero', defaultMessage: 'Enter an amount other than {zero}' },
  atMost: { id: 'core.storeCredit.atMost', defaultMessage: 'Adjust by at most {most} at a time' },
  notBelowZero: {
    id: 'core.storeCredit.notBelowZero',
    defaultMessage: 'Store credit cannot go below {zero}: the customer holds {balance}',
  },
  holdsOnly: { id: 'core.storeCredit.holdsOnly', defaultMessage: '{name} holds only {balance} of store credit' },
});

export const customerMessages = defineMessages({
  enterName: { id: 'core.customer.enterName', defaultMessage: 'Enter the customer’s name' },
  validEmail: { id: 'core.customer.validEmail', defaultMessage: 'Enter a valid email address' },
  validPhone: { id: 'core.customer.validPhone', defaultMessage: 'Enter a valid phone number' },
  wholePoints: { id: 'core.customer.wholePoints', defaultMessage: 'Use a whole number of points' },
  fileHasNoRows: { id: 'core.customer.fileHasNoRows', defaultMessage: 'The file has no rows' },
  tooManyRows: { id: 'core.customer.tooManyRows', defaultMessage: 'At most {max} rows a file' },
  adjustAtMost: { id: 'core.customer.adjustAtMost', defaultMessage: 'Adjust by at most {amount} at a time' },
  amountNotZero: { id: 'core.customer.amountNotZero', defaultMessage: 'Enter an amount other than {amount}' },
  sayWhyCreditChanges: {
    id: 'core.customer.sayWhyCreditChanges',
    defaultMessage: 'Say why the store credit changes',
  },
  reasonTooLong: { id: 'core.customer.reasonTooLong', defaultMessage: 'Keep the reason to {max} characters' },
});

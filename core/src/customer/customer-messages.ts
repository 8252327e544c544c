import { defineMessages } from '../i18n/core-message';

/** What the customer forms, the customer file and a store credit adjustment say when something does not read. */
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

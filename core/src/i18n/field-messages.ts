import { defineMessages } from './core-message';

/** The refusals many forms share, whatever they are about. */
export const fieldMessages = defineMessages({
  wholeNumber: { id: 'core.field.wholeNumber', defaultMessage: 'Use a whole number' },
  enterWholeNumber: { id: 'core.field.enterWholeNumber', defaultMessage: 'Enter a whole number' },
  zeroOrMore: { id: 'core.field.zeroOrMore', defaultMessage: 'Use 0 or more' },
  oneOrMore: { id: 'core.field.oneOrMore', defaultMessage: 'Enter 1 or more' },
  amountTooLarge: { id: 'core.field.amountTooLarge', defaultMessage: 'That amount is too large' },
  twoDecimals: { id: 'core.field.twoDecimals', defaultMessage: 'Use at most two decimals' },
});

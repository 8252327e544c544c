import { defineMessages } from '../i18n/core-message';

/** What a quote's rules say when what a till sends does not read. */
export const quoteMessages = defineMessages({
  chooseCustomer: { id: 'core.quote.chooseCustomer', defaultMessage: 'Choose the customer the quote is for' },
  enterDate: { id: 'core.quote.enterDate', defaultMessage: 'Enter a date like {example}' },
  noteTooLong: { id: 'core.quote.noteTooLong', defaultMessage: 'Keep the note to {max} characters' },
});

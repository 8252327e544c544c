import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses to make, show, cancel or sell a quote. */
export const quoteRefusals = defineMessages({
  notFound: { id: 'server.quote.notFound', defaultMessage: 'Quote not found' },
  madeAtOtherStore: {
    id: 'server.quote.madeAtOtherStore',
    defaultMessage: 'Quote {number} was made at {store}: sell it there',
  },
  alreadySoldAs: { id: 'server.quote.alreadySoldAs', defaultMessage: 'Quote {number} is already sold ({order})' },
  alreadySold: { id: 'server.quote.alreadySold', defaultMessage: 'Quote {number} is already sold' },
  cancelled: { id: 'server.quote.cancelled', defaultMessage: 'Quote {number} was cancelled' },
  forCustomer: { id: 'server.quote.forCustomer', defaultMessage: 'Quote {number} is for {customer}' },
  sellAsQuoted: {
    id: 'server.quote.sellAsQuoted',
    defaultMessage: 'Sell quote {number} as it was quoted, or leave the quote to change the sale',
  },
  validFromToday: { id: 'server.quote.validFromToday', defaultMessage: 'A quote must be valid until today or later' },
  validAtMost: { id: 'server.quote.validAtMost', defaultMessage: 'A quote may be valid for at most {days} days' },
});

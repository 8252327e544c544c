import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { QuoteStatus } from '@tillwise/core/quote/quote-schemas';

/** A quote's status as a word (US English as core's quoteStatusLabels). */
export const quoteStatusMessages: Record<QuoteStatus, MessageDescriptor> = defineMessages({
  open: { id: 'quote.status.open', defaultMessage: 'Open' },
  expired: { id: 'quote.status.expired', defaultMessage: 'Expired' },
  sold: { id: 'quote.status.sold', defaultMessage: 'Sold' },
  cancelled: { id: 'quote.status.cancelled', defaultMessage: 'Cancelled' },
});

/** A quote's totals, on screen and on paper. */
export const quoteTotalMessages = defineMessages({
  subtotal: { id: 'quote.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'quote.discount', defaultMessage: 'Discount' },
  taxIncluded: { id: 'quote.taxIncluded', defaultMessage: 'Tax included' },
  tax: { id: 'quote.tax', defaultMessage: 'Tax' },
  total: { id: 'quote.total', defaultMessage: 'Total' },
});

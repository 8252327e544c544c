import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a return without receipt is refused ({amount} in the store's money). */
export const returnRefusals = defineMessages({
  itemOnce: { id: 'server.return.itemOnce', defaultMessage: 'Each item may appear once in a return' },
  productNotFound: { id: 'server.return.productNotFound', defaultMessage: 'Product not found' },
  atMostOfOneItem: { id: 'server.return.atMostOfOneItem', defaultMessage: 'At most {max} of one item' },
  worthNothing: {
    id: 'server.return.worthNothing',
    defaultMessage: 'These items are worth {amount}: there is nothing to give back',
  },
  tooMuch: { id: 'server.return.tooMuch', defaultMessage: 'A return cannot come to more than {amount}' },
  needsApproval: {
    id: 'server.return.needsApproval',
    defaultMessage: 'A return without receipt needs a manager’s approval',
  },
  notFound: { id: 'server.return.notFound', defaultMessage: 'Return not found' },
});

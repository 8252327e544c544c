import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a refund of a sale is refused ({number} the sale's, {amount} in the store's money). */
export const refundRefusals = defineMessages({
  idOfAnotherSale: { id: 'server.refund.idOfAnotherSale', defaultMessage: 'This refund id belongs to another sale' },
  noCash: {
    id: 'server.refund.noCash',
    defaultMessage: 'This store takes no cash: give the refund back another way',
  },
  saleNotFound: { id: 'server.refund.saleNotFound', defaultMessage: 'Sale not found' },
  nothingLeft: { id: 'server.refund.nothingLeft', defaultMessage: 'Sale {number} has nothing left to refund' },
  needsApproval: { id: 'server.refund.needsApproval', defaultMessage: 'A refund needs a manager’s approval' },
  lessLeft: {
    id: 'server.refund.lessLeft',
    defaultMessage: 'Sale {number} has less than {amount} left to refund',
  },
  notFound: { id: 'server.refund.notFound', defaultMessage: 'Refund not found' },
  itemNotOnSale: { id: 'server.refund.itemNotOnSale', defaultMessage: 'That item is not on this sale' },
  notOnSale: { id: 'server.refund.notOnSale', defaultMessage: 'Not on this sale' },
  itemOnce: { id: 'server.refund.itemOnce', defaultMessage: 'Each item may appear once in a refund' },
  onlyLeft: { id: 'server.refund.onlyLeft', defaultMessage: 'Only {left} of {item} can still be refunded' },
  atMost: { id: 'server.refund.atMost', defaultMessage: 'At most {left}' },
});

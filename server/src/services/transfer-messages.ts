import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a stock transfer between two stores is refused. */
export const transferRefusals = defineMessages({
  notFound: { id: 'server.transfer.notFound', defaultMessage: 'Transfer not found' },
  chooseOtherStore: { id: 'server.transfer.chooseOtherStore', defaultMessage: 'Choose a store other than this one' },
  notToItsOwnStore: {
    id: 'server.transfer.notToItsOwnStore',
    defaultMessage: 'Stock cannot be sent to the store it is in',
  },
  storeNotFound: { id: 'server.transfer.storeNotFound', defaultMessage: 'Store not found' },
  storeDoesNotExist: { id: 'server.transfer.storeDoesNotExist', defaultMessage: 'That store does not exist' },
  chooseStore: { id: 'server.transfer.chooseStore', defaultMessage: 'Choose a store' },
  noSuchProduct: { id: 'server.transfer.noSuchProduct', defaultMessage: 'No such product' },
  onlyInStock: { id: 'server.transfer.onlyInStock', defaultMessage: 'Only {quantity} in stock' },
  stockChanged: {
    id: 'server.transfer.stockChanged',
    defaultMessage: 'The stock changed while sending: check the quantities',
  },
  receivedAt: { id: 'server.transfer.receivedAt', defaultMessage: '{number} is received at {store}' },
  receivedAtDestination: {
    id: 'server.transfer.receivedAtDestination',
    defaultMessage: '{number} is received at its destination store',
  },
  alreadyReceived: { id: 'server.transfer.alreadyReceived', defaultMessage: '{number} has already been received' },
  productDoesNotExist: {
    id: 'server.transfer.productDoesNotExist',
    defaultMessage: 'One of the products does not exist',
  },
  onlyInStockAt: {
    id: 'server.transfer.onlyInStockAt',
    defaultMessage: 'Only {quantity} of {product} in stock at {store}',
  },
  checkQuantities: { id: 'server.transfer.checkQuantities', defaultMessage: 'Check the quantities' },
});

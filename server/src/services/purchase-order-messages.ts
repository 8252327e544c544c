import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a purchase order, or goods received against one, is refused. */
export const purchaseOrderRefusals = defineMessages({
  notFound: { id: 'server.purchaseOrder.notFound', defaultMessage: 'Purchase order not found' },
  chooseSupplier: { id: 'server.purchaseOrder.chooseSupplier', defaultMessage: 'Choose a supplier' },
  noSuchProduct: { id: 'server.purchaseOrder.noSuchProduct', defaultMessage: 'No such product' },
  orderTheVariants: { id: 'server.purchaseOrder.orderTheVariants', defaultMessage: 'Order the variants of {name}' },
  supplierDoesNotExist: {
    id: 'server.purchaseOrder.supplierDoesNotExist',
    defaultMessage: 'That supplier does not exist',
  },
  onlyDraftChanged: {
    id: 'server.purchaseOrder.onlyDraftChanged',
    defaultMessage: '{number} has been sent: only a draft can be changed',
  },
  sendBeforeReceiving: {
    id: 'server.purchaseOrder.sendBeforeReceiving',
    defaultMessage: '{number} is a draft: send it before receiving',
  },
  receivedNothingMore: {
    id: 'server.purchaseOrder.receivedNothingMore',
    defaultMessage: '{number} is received: nothing more can arrive',
  },
  cancelledNothingMore: {
    id: 'server.purchaseOrder.cancelledNothingMore',
    defaultMessage: '{number} is cancelled: nothing more can arrive',
  },
  closedNothingMore: {
    id: 'server.purchaseOrder.closedNothingMore',
    defaultMessage: '{number} is closed: nothing more can arrive',
  },
  draftCannotSend: {
    id: 'server.purchaseOrder.draftCannotSend',
    defaultMessage: '{number} is a draft: it cannot be sent',
  },
  sentCannotSend: {
    id: 'server.purchaseOrder.sentCannotSend',
    defaultMessage: '{number} is sent: it cannot be sent',
  },
  partialCannotSend: {
    id: 'server.purchaseOrder.partialCannotSend',
    defaultMessage: '{number} is partly received: it cannot be sent',
  },
  receivedCannotSend: {
    id: 'server.purchaseOrder.receivedCannotSend',
    defaultMessage: '{number} is received: it cannot be sent',
  },
  cancelledCannotSend: {
    id: 'server.purchaseOrder.cancelledCannotSend',
    defaultMessage: '{number} is cancelled: it cannot be sent',
  },
  closedCannotSend: {
    id: 'server.purchaseOrder.closedCannotSend',
    defaultMessage: '{number} is closed: it cannot be sent',
  },
  draftCannotCancel: {
    id: 'server.purchaseOrder.draftCannotCancel',
    defaultMessage: '{number} is a draft: it cannot be cancelled',
  },
  sentCannotCancel: {
    id: 'server.purchaseOrder.sentCannotCancel',
    defaultMessage: '{number} is sent: it cannot be cancelled',
  },
  partialCannotCancel: {
    id: 'server.purchaseOrder.partialCannotCancel',
    defaultMessage: '{number} is partly received: it cannot be cancelled',
  },
  receivedCannotCancel: {
    id: 'server.purchaseOrder.receivedCannotCancel',
    defaultMessage: '{number} is received: it cannot be cancelled',
  },
  cancelledCannotCancel: {
    id: 'server.purchaseOrder.cancelledCannotCancel',
    defaultMessage: '{number} is cancelled: it cannot be cancelled',
  },
  closedCannotCancel: {
    id: 'server.purchaseOrder.closedCannotCancel',
    defaultMessage: '{number} is closed: it cannot be cancelled',
  },
  draftCannotClose: {
    id: 'server.purchaseOrder.draftCannotClose',
    defaultMessage: '{number} is a draft: it cannot be closed short',
  },
  sentCannotClose: {
    id: 'server.purchaseOrder.sentCannotClose',
    defaultMessage: '{number} is sent: it cannot be closed short',
  },
  partialCannotClose: {
    id: 'server.purchaseOrder.partialCannotClose',
    defaultMessage: '{number} is partly received: it cannot be closed short',
  },
  receivedCannotClose: {
    id: 'server.purchaseOrder.receivedCannotClose',
    defaultMessage: '{number} is received: it cannot be closed short',
  },
  cancelledCannotClose: {
    id: 'server.purchaseOrder.cancelledCannotClose',
    defaultMessage: '{number} is cancelled: it cannot be closed short',
  },
  closedCannotClose: {
    id: 'server.purchaseOrder.closedCannotClose',
    defaultMessage: '{number} is closed: it cannot be closed short',
  },
  notOnThisOrder: { id: 'server.purchaseOrder.notOnThisOrder', defaultMessage: 'Not on this order' },
  onlyStillToCome: { id: 'server.purchaseOrder.onlyStillToCome', defaultMessage: 'Only {quantity} still to come' },
  productNotOnOrder: { id: 'server.purchaseOrder.productNotOnOrder', defaultMessage: 'A product is not on this order' },
  moreThanOrdered: { id: 'server.purchaseOrder.moreThanOrdered', defaultMessage: 'More than was ordered' },
  receivedAtSameMoment: {
    id: 'server.purchaseOrder.receivedAtSameMoment',
    defaultMessage: 'Goods for this order were received at the same moment: check what is still to come',
  },
});

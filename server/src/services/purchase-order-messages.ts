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
  notOnThisOrder: { id: 'server.purchaseOrder.notOnThisOrder', defaultMessage: 'Not on this order' },
  onlyStillToCome: { id: 'server.purchaseOrder.onlyStillToCome', defaultMessage: 'Only {quantity} still to come' },
  productNotOnOrder: { id: 'server.purchaseOrder.productNotOnOrder', defaultMessage: 'A product is not on this order' },
  moreThanOrdered: { id: 'server.purchaseOrder.moreThanOrdered', defaultMessage: 'More than was ordered' },
  receivedAtSameMoment: {
    id: 'server.purchaseOrder.receivedAtSameMoment',
    defaultMessage: 'Goods for this order were received at the same moment: check what is still to come',
  },
});

import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses to take, hand over or cancel a special order. */
export const specialOrderRefusals = defineMessages({
  notFound: { id: 'server.specialOrder.notFound', defaultMessage: 'Special order not found' },
  depositPaysHandover: {
    id: 'server.specialOrder.depositPaysHandover',
    defaultMessage: 'A special order’s deposit pays only the sale that hands it over',
  },
  handOverOnline: {
    id: 'server.specialOrder.handOverOnline',
    defaultMessage: 'A special order is handed over while the till is online',
  },
  saleOfItsOwn: {
    id: 'server.specialOrder.saleOfItsOwn',
    defaultMessage: 'Hand a special order over in a sale of its own',
  },
  madeAtCollectThere: {
    id: 'server.specialOrder.madeAtCollectThere',
    defaultMessage: 'Special order {number} was made at {store}: collect it there',
  },
  madeAtTakeThere: {
    id: 'server.specialOrder.madeAtTakeThere',
    defaultMessage: 'Special order {number} was made at {store}: take it there',
  },
  alreadyCollected: {
    id: 'server.specialOrder.alreadyCollected',
    defaultMessage: 'Special order {number} was already collected ({order})',
  },
  cancelled: { id: 'server.specialOrder.cancelled', defaultMessage: 'Special order {number} was cancelled' },
  notArrived: { id: 'server.specialOrder.notArrived', defaultMessage: 'Special order {number} has not arrived yet' },
  forCustomer: { id: 'server.specialOrder.forCustomer', defaultMessage: 'Special order {number} is for {customer}' },
  handOverAsOrdered: {
    id: 'server.specialOrder.handOverAsOrdered',
    defaultMessage: 'Hand special order {number} over as it was ordered',
  },
  depositOf: {
    id: 'server.specialOrder.depositOf',
    defaultMessage: 'Special order {number} has a deposit of {amount}',
  },
  wasChangedElsewhere: {
    id: 'server.specialOrder.wasChangedElsewhere',
    defaultMessage: 'Special order {number} was changed at another till: reload it and try again',
  },
  changedElsewhere: {
    id: 'server.specialOrder.changedElsewhere',
    defaultMessage: 'Special order {number} changed at another till: reload it and try again',
  },
  productNotFound: { id: 'server.specialOrder.productNotFound', defaultMessage: 'Product not found' },
  chooseVariant: { id: 'server.specialOrder.chooseVariant', defaultMessage: 'Choose which {product} to order' },
  noSuchCategory: { id: 'server.specialOrder.noSuchCategory', defaultMessage: 'That category does not exist' },
  noSuchSupplier: { id: 'server.specialOrder.noSuchSupplier', defaultMessage: 'That supplier does not exist' },
  chooseSupplier: { id: 'server.specialOrder.chooseSupplier', defaultMessage: 'Choose the supplier to order it from' },
  depositAtMost: {
    id: 'server.specialOrder.depositAtMost',
    defaultMessage: "The deposit cannot be more than the order's {amount}",
  },
  cashTenderedLess: {
    id: 'server.specialOrder.cashTenderedLess',
    defaultMessage: 'Cash tendered {tendered} is less than {amount}',
  },
});

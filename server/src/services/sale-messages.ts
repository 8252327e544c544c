import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses to price, park, complete or show a sale (core says the cart's own rules). */
export const saleRefusals = defineMessages({
  productGone: { id: 'server.sale.productGone', defaultMessage: 'A product in the cart no longer exists' },
  productNotFound: { id: 'server.sale.productNotFound', defaultMessage: 'Product not found' },
  productNotForSale: { id: 'server.sale.productNotForSale', defaultMessage: '{product} is no longer for sale' },
  chooseVariant: { id: 'server.sale.chooseVariant', defaultMessage: 'Choose which {product} to sell' },
  soldAsVariant: { id: 'server.sale.soldAsVariant', defaultMessage: 'Sold as one of its variants' },
  lineUnitsMax: { id: 'server.sale.lineUnitsMax', defaultMessage: 'At most {max} of one item on a line' },
  sendUnitPrice: { id: 'server.sale.sendUnitPrice', defaultMessage: 'Send the unit price the till showed' },
  saleTooLarge: { id: 'server.sale.saleTooLarge', defaultMessage: 'A sale cannot come to more than {amount}' },
  alreadyCompleted: { id: 'server.sale.alreadyCompleted', defaultMessage: 'This sale is already completed' },
  unknownTill: { id: 'server.sale.unknownTill', defaultMessage: 'Unknown till' },
  tillOfAnotherStore: { id: 'server.sale.tillOfAnotherStore', defaultMessage: '{till} belongs to another store' },
  thisTillOfAnotherStore: {
    id: 'server.sale.thisTillOfAnotherStore',
    defaultMessage: 'This till belongs to another store',
  },
  parkedNotFound: { id: 'server.sale.parkedNotFound', defaultMessage: 'Parked sale not found' },
  onlyParkedDiscarded: { id: 'server.sale.onlyParkedDiscarded', defaultMessage: 'Only a parked sale can be discarded' },
  parkedDiscarded: { id: 'server.sale.parkedDiscarded', defaultMessage: 'This parked sale was discarded' },
  notFound: { id: 'server.sale.notFound', defaultMessage: 'Sale not found' },
  notRecorded: { id: 'server.sale.notRecorded', defaultMessage: 'The sale could not be recorded. Try again.' },
  orderNumberUsed: { id: 'server.sale.orderNumberUsed', defaultMessage: 'That order number is already used' },
  offlineTotalDiffers: {
    id: 'server.sale.offlineTotalDiffers',
    defaultMessage: 'The lines come to {total} at the prices the till showed',
  },
  pricesChanged: {
    id: 'server.sale.pricesChanged',
    defaultMessage: 'Prices have changed: the total is now {total}. Check the cart and take payment again.',
  },
  needsServer: {
    id: 'server.sale.needsServer',
    defaultMessage: 'Gift cards, store credit and sales on account need the server: this sale cannot be taken offline',
  },
});

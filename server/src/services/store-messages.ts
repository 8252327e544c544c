import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a store is not found or not one's own, or its name or currency is refused. */
export const storeRefusals = defineMessages({
  notFound: { id: 'server.store.notFound', defaultMessage: 'Store not found' },
  notAssigned: { id: 'server.store.notAssigned', defaultMessage: '{name} is not assigned to any store' },
  doesNotWorkThere: { id: 'server.store.doesNotWorkThere', defaultMessage: '{name} does not work at that store' },
  nameExists: { id: 'server.store.nameExists', defaultMessage: 'A store called {name} already exists' },
  nameTaken: { id: 'server.store.nameTaken', defaultMessage: 'That name is taken' },
  currencyBeforeFirstSale: {
    id: 'server.store.currencyBeforeFirstSale',
    defaultMessage: 'The currency can only be changed before the store’s first sale',
  },
  hasSalesIn: { id: 'server.store.hasSalesIn', defaultMessage: 'This store has sales in {currency}' },
  receiptSettingsNotFound: { id: 'server.store.receiptSettingsNotFound', defaultMessage: 'Receipt settings not found' },
  notTheStoreName: {
    id: 'server.store.notTheStoreName',
    defaultMessage: 'That is not the store’s name. Type {name} exactly as it is written.',
  },
});

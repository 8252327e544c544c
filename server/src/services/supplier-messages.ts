import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a supplier is refused. */
export const supplierRefusals = defineMessages({
  notFound: { id: 'server.supplier.notFound', defaultMessage: 'Supplier not found' },
  nameTaken: { id: 'server.supplier.nameTaken', defaultMessage: 'There is already a supplier called {name}' },
  thatNameIsTaken: { id: 'server.supplier.thatNameIsTaken', defaultMessage: 'That name is taken' },
});

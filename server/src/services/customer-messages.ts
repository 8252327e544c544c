import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a request names a customer it does not find, or a customer, group or file is refused. */
export const customerRefusals = defineMessages({
  notFound: { id: 'server.customer.notFound', defaultMessage: 'Customer not found' },
  noSuchCustomer: { id: 'server.customer.noSuchCustomer', defaultMessage: 'No such customer' },
  unknownGroup: { id: 'server.customer.unknownGroup', defaultMessage: 'Unknown customer group' },
  idTaken: { id: 'server.customer.idTaken', defaultMessage: 'Another customer has this id' },
  groupNotFound: { id: 'server.customer.groupNotFound', defaultMessage: 'Customer group not found' },
  unknownProduct: { id: 'server.customer.unknownProduct', defaultMessage: 'Unknown product' },
  unknownCategory: { id: 'server.customer.unknownCategory', defaultMessage: 'Unknown category' },
  noCustomerWithId: { id: 'server.customer.noCustomerWithId', defaultMessage: 'No customer has this ID' },
  emailAlsoOnRow: { id: 'server.customer.emailAlsoOnRow', defaultMessage: 'Email also on row {row}' },
  emailBelongsTo: { id: 'server.customer.emailBelongsTo', defaultMessage: 'Email already belongs to {name}' },
  importRowHasProblems: {
    id: 'server.customer.importRowHasProblems',
    defaultMessage: '{count} row has problems: nothing was imported',
  },
  importRowsHaveProblems: {
    id: 'server.customer.importRowsHaveProblems',
    defaultMessage: '{count} rows have problems: nothing was imported',
  },
});

import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a request names a customer it does not find. */
export const customerRefusals = defineMessages({
  notFound: { id: 'server.customer.notFound', defaultMessage: 'Customer not found' },
  noSuchCustomer: { id: 'server.customer.noSuchCustomer', defaultMessage: 'No such customer' },
});

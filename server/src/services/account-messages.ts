import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a payment on a trade account or its statement is refused. */
export const accountRefusals = defineMessages({
  paymentIdTaken: { id: 'server.account.paymentIdTaken', defaultMessage: 'This payment id belongs to another payment' },
  cashIntoDrawer: {
    id: 'server.account.cashIntoDrawer',
    defaultMessage: 'Cash goes into a till’s drawer: open a shift on this till first',
  },
  statementStartsAfterEnd: {
    id: 'server.account.statementStartsAfterEnd',
    defaultMessage: 'The statement starts after it ends',
  },
  afterTheEnd: { id: 'server.account.afterTheEnd', defaultMessage: 'After the end' },
});

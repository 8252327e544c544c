import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when an e-mail (a receipt, a test message) cannot be sent or sent again. */
export const mailRefusals = defineMessages({
  setUpSmtpFirst: {
    id: 'server.mail.setUpSmtpFirst',
    defaultMessage: 'Set up the SMTP server first, then send a test e-mail',
  },
  testNotSent: { id: 'server.mail.testNotSent', defaultMessage: 'The test e-mail was not sent: {reason}' },
  saleNotFound: { id: 'server.mail.saleNotFound', defaultMessage: 'Sale not found' },
  saleHasNoAddress: {
    id: 'server.mail.saleHasNoAddress',
    defaultMessage: 'Type an e-mail address: this sale has no customer with one',
  },
  typeAddress: { id: 'server.mail.typeAddress', defaultMessage: 'Type an e-mail address' },
  messageNotFound: { id: 'server.mail.messageNotFound', defaultMessage: 'Message not found' },
});

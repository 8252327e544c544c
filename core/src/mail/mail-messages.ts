import { defineMessages } from '../i18n/core-message';

/** What Settings › Integrations › E-mail and the till's "E-mail receipt" say when a field does not read. */
export const mailMessages = defineMessages({
  enterHost: {
    id: 'core.mail.enterHost',
    defaultMessage: 'Enter the SMTP server’s host name, like smtp.example.com',
  },
  hostTooLong: { id: 'core.mail.hostTooLong', defaultMessage: 'Enter a host name of {max} characters or fewer' },
  hostCharacters: { id: 'core.mail.hostCharacters', defaultMessage: 'Enter a host name like smtp.example.com' },
  enterPort: { id: 'core.mail.enterPort', defaultMessage: 'Enter a port like 587' },
  portRange: { id: 'core.mail.portRange', defaultMessage: 'Enter a port between 1 and 65535' },
  chooseSecurity: { id: 'core.mail.chooseSecurity', defaultMessage: 'Choose none, STARTTLS or TLS' },
  userTooLong: { id: 'core.mail.userTooLong', defaultMessage: 'Enter a user name of {max} characters or fewer' },
  passwordTooLong: {
    id: 'core.mail.passwordTooLong',
    defaultMessage: 'Enter a password of {max} characters or fewer',
  },
  enterFrom: {
    id: 'core.mail.enterFrom',
    defaultMessage: 'Enter the address mail is sent from, like shop@example.com',
  },
  enterValidAddress: { id: 'core.mail.enterValidAddress', defaultMessage: 'Enter a valid e-mail address' },
});

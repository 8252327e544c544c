import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a device asks for a local CA certificate the server does not have. */
export const httpsRefusals = defineMessages({
  noLocalAuthority: {
    id: 'server.https.noLocalAuthority',
    defaultMessage: 'This server uses a certificate of its own: there is no Tillwise CA to install',
  },
});

import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it will not issue an offline credential for a till. */
export const offlineCredentialRefusals = defineMessages({
  tillNotOfStore: {
    id: 'server.offlineCredential.tillNotOfStore',
    defaultMessage: 'This till is not one of the store’s',
  },
  unknownTill: { id: 'server.offlineCredential.unknownTill', defaultMessage: 'Unknown till' },
  accountNotActive: { id: 'server.offlineCredential.accountNotActive', defaultMessage: 'This account is not active' },
});

import { defineMessages } from '@tillwise/core/i18n/core-message';

/**
 * What the server says about API keys and webhooks (Settings › Integrations). A request made with a key is answered
 * in US English, as the API's documentation is.
 */
export const integrationRefusals = defineMessages({
  noSuchStore: { id: 'server.integration.noSuchStore', defaultMessage: 'No such store' },
  chooseChainStore: { id: 'server.integration.chooseChainStore', defaultMessage: 'Choose a store of this chain' },
  apiKeyNotFound: { id: 'server.integration.apiKeyNotFound', defaultMessage: 'API key not found' },
  apiKeyNotValid: {
    id: 'server.integration.apiKeyNotValid',
    defaultMessage: 'This API key is not valid or was revoked',
  },
  apiKeyRateLimit: {
    id: 'server.integration.apiKeyRateLimit',
    defaultMessage: 'This key may make {limit} requests a minute. Try again in {seconds} s.',
  },
  apiKeyOneStore: { id: 'server.integration.apiKeyOneStore', defaultMessage: 'This API key works in one store only' },
  noSuchStoreInChain: { id: 'server.integration.noSuchStoreInChain', defaultMessage: 'No such store in this chain' },
  webhookNotFound: { id: 'server.integration.webhookNotFound', defaultMessage: 'Webhook not found' },
  deliveryNotFound: { id: 'server.integration.deliveryNotFound', defaultMessage: 'Delivery not found' },
});

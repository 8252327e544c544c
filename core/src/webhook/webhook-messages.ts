import { defineMessages } from '../i18n/core-message';

/** What Settings › Integrations › Webhooks says when a subscription's field does not read. */
export const webhookMessages = defineMessages({
  atMostCharacters: { id: 'core.webhook.atMostCharacters', defaultMessage: 'At most {max} characters' },
  webAddress: { id: 'core.webhook.webAddress', defaultMessage: 'An http:// or https:// address' },
  chooseEvent: { id: 'core.webhook.chooseEvent', defaultMessage: 'Choose at least one event' },
});

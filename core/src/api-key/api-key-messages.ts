import { defineMessages } from '../i18n/core-message';

/** What Settings › Integrations › API keys says when a new key's field does not read. */
export const apiKeyMessages = defineMessages({
  nameTheKey: { id: 'core.apiKey.nameTheKey', defaultMessage: 'Name the key' },
  atMostCharacters: { id: 'core.apiKey.atMostCharacters', defaultMessage: 'At most {max} characters' },
  chooseScope: { id: 'core.apiKey.chooseScope', defaultMessage: 'Choose at least one scope' },
  wholeNumber: { id: 'core.apiKey.wholeNumber', defaultMessage: 'A whole number' },
  atLeast: { id: 'core.apiKey.atLeast', defaultMessage: 'At least {min}' },
  atMost: { id: 'core.apiKey.atMost', defaultMessage: 'At most {max}' },
});

import { defineMessages } from '../i18n/core-message';

/** What the header search says when it is given nothing to search for. */
export const searchMessages = defineMessages({
  typeSomething: { id: 'core.search.typeSomething', defaultMessage: 'Type something to search for' },
});

import { defineMessages } from '../i18n/core-message';

/** What the header's store switch says when no store is chosen. */
export const storeMessages = defineMessages({
  chooseStore: { id: 'core.store.chooseStore', defaultMessage: 'Choose a store' },
});

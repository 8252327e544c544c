import { defineMessages } from '../i18n/core-message';

/** What the gift card forms say when a field does not read. */
export const giftCardMessages = defineMessages({
  enterCode: { id: 'core.giftCard.enterCode', defaultMessage: 'Enter the gift card code' },
});

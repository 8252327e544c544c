import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when an amount taken off or put back on a gift card does not read ({amount} in money). */
export const giftCardRefusals = defineMessages({
  amountAboveZero: { id: 'server.giftCard.amountAboveZero', defaultMessage: 'The amount must be more than {amount}' },
});

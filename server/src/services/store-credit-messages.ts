import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when an amount of store credit does not read ({amount} in money). */
export const storeCreditRefusals = defineMessages({
  amountAboveZero: {
    id: 'server.storeCredit.amountAboveZero',
    defaultMessage: 'The amount must be more than {amount}',
  },
});

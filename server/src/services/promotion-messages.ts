import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses a promotion as saved, or a coupon a sale uses (core says a coupon's rules). */
export const promotionRefusals = defineMessages({
  notFound: { id: 'server.promotion.notFound', defaultMessage: 'Promotion not found' },
  codeUsed: {
    id: 'server.promotion.codeUsed',
    defaultMessage: 'The code {code} is already used by another promotion',
  },
  codeTaken: { id: 'server.promotion.codeTaken', defaultMessage: 'That code is taken' },
  unknownCustomerGroup: { id: 'server.promotion.unknownCustomerGroup', defaultMessage: 'Unknown customer group' },
  noCoupon: { id: 'server.promotion.noCoupon', defaultMessage: 'There is no coupon {code}' },
  addCustomerForCoupon: {
    id: 'server.promotion.addCustomerForCoupon',
    defaultMessage: 'Add the customer to the sale to use {code}',
  },
});

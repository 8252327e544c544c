import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { OverrideRequest } from '@tillwise/core/staff/override-schemas';
import { formatMoney } from '@/lib/money';

const messages = defineMessages({
  discount: { id: 'override.summary.discount', defaultMessage: 'Discount up to {percent} %' },
  discountOff: { id: 'override.summary.discountOff', defaultMessage: 'Discount up to {percent} % ({amount} off)' },
  refund: { id: 'override.summary.refund', defaultMessage: 'Refund of up to {amount} on {sale}' },
  refundCash: { id: 'override.summary.refundCash', defaultMessage: 'Refund of up to {amount} on {sale} · all in cash' },
  refundStoreCredit: {
    id: 'override.summary.refundStoreCredit',
    defaultMessage: 'Refund of up to {amount} on {sale} · store credit',
  },
  price: { id: 'override.summary.price', defaultMessage: 'Price of {product} → {to}' },
  priceFrom: { id: 'override.summary.priceFrom', defaultMessage: 'Price of {product} {from} → {to}' },
  return: { id: 'override.summary.return', defaultMessage: 'Return without receipt of up to {amount}' },
});

/** The line the manager reads when the screen asking gave none: core's describeOverride, in the person's language. */
export function describeOverrideRequest(intl: IntlShape, request: OverrideRequest): string {
  switch (request.action) {
    case 'discount': {
      const { percent, cents } = request.details;
      return cents
        ? intl.formatMessage(messages.discountOff, { percent, amount: formatMoney(cents) })
        : intl.formatMessage(messages.discount, { percent });
    }
    case 'refund': {
      const { amountCents, saleId, destination } = request.details;
      const message =
        destination === 'cash'
          ? messages.refundCash
          : destination === 'store_credit'
            ? messages.refundStoreCredit
            : messages.refund;
      return intl.formatMessage(message, { amount: formatMoney(amountCents), sale: saleId });
    }
    case 'price_change': {
      const { productId, fromCents, toCents } = request.details;
      const values = { product: productId, to: formatMoney(toCents) };
      return fromCents === undefined
        ? intl.formatMessage(messages.price, values)
        : intl.formatMessage(messages.priceFrom, { ...values, from: formatMoney(fromCents) });
    }
    case 'return':
      return intl.formatMessage(messages.return, { amount: formatMoney(request.details.amountCents) });
  }
}

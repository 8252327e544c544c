import { defineMessages } from '../i18n/core-message';
import type { CoreMessage } from '../i18n/core-message';
import type { PaymentMethod } from './tender';

/** Each way to pay as a payment taken or a receipt names it, on the screen and on the thermal printer alike. */
export const paymentMethodMessages: Record<PaymentMethod, CoreMessage> = defineMessages({
  card: { id: 'payment.method.card', defaultMessage: 'Card' },
  cash: { id: 'payment.method.cash', defaultMessage: 'Cash' },
  voucher: { id: 'payment.method.voucher', defaultMessage: 'Voucher' },
  loyalty: { id: 'payment.method.loyalty', defaultMessage: 'Loyalty points' },
  store_credit: { id: 'payment.method.storeCredit', defaultMessage: 'Store credit' },
  account: { id: 'payment.method.account', defaultMessage: 'On account' },
  layaway: { id: 'payment.method.layaway', defaultMessage: 'Layaway' },
  special_order: { id: 'payment.method.specialOrder', defaultMessage: 'Special order deposit' },
});

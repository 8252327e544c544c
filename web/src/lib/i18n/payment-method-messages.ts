import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PaymentMethod } from '@tillwise/core/payment/tender';

/** Each way to pay as a payment taken or a receipt names it: core's, which the thermal printer says too. */
export { paymentMethodMessages } from '@tillwise/core/payment/payment-method-messages';

/** Each way to pay as the payment dialog's tab names it: short, four to a row. */
export const paymentTabMessages: Record<PaymentMethod, MessageDescriptor> = defineMessages({
  card: { id: 'payment.tab.card', defaultMessage: 'Card' },
  cash: { id: 'payment.tab.cash', defaultMessage: 'Cash' },
  voucher: { id: 'payment.tab.voucher', defaultMessage: 'Voucher' },
  loyalty: { id: 'payment.tab.loyalty', defaultMessage: 'Loyalty' },
  store_credit: { id: 'payment.tab.storeCredit', defaultMessage: 'Store credit' },
  account: { id: 'payment.tab.account', defaultMessage: 'On account' },
  layaway: { id: 'payment.tab.layaway', defaultMessage: 'Layaway' },
  special_order: { id: 'payment.tab.specialOrder', defaultMessage: 'Deposit' },
});

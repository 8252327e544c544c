import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PaymentMethod } from '@tillwise/core/payment/tender';

/** Each way to pay as a payment taken or a receipt names it (US English as core's paymentMethodLabels). */
export const paymentMethodMessages: Record<PaymentMethod, MessageDescriptor> = defineMessages({
  card: { id: 'payment.method.card', defaultMessage: 'Card' },
  cash: { id: 'payment.method.cash', defaultMessage: 'Cash' },
  voucher: { id: 'payment.method.voucher', defaultMessage: 'Voucher' },
  loyalty: { id: 'payment.method.loyalty', defaultMessage: 'Loyalty points' },
  store_credit: { id: 'payment.method.storeCredit', defaultMessage: 'Store credit' },
  account: { id: 'payment.method.account', defaultMessage: 'On account' },
  layaway: { id: 'payment.method.layaway', defaultMessage: 'Layaway' },
  special_order: { id: 'payment.method.specialOrder', defaultMessage: 'Special order deposit' },
});

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

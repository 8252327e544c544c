import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PaymentMethod } from '@tillwise/core/payment/tender';

/** The methods Settings › Payments offers, as core's paymentSettingOptions names them. */
export const paymentSettingMessages: Partial<Record<PaymentMethod, MessageDescriptor>> = defineMessages({
  cash: { id: 'settings.payments.method.cash', defaultMessage: 'Cash' },
  card: { id: 'settings.payments.method.card', defaultMessage: 'Credit Card' },
  voucher: { id: 'settings.payments.method.voucher', defaultMessage: 'Gift Cards' },
  loyalty: { id: 'settings.payments.method.loyalty', defaultMessage: 'Loyalty Points' },
});

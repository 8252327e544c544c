import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { LayawayPaymentKind, LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-methods';
import type { LayawayStatus } from '@tillwise/core/layaway/layaway-schemas';

/** A layaway's status as a word (US English as core's layawayStatusLabels). */
export const layawayStatusMessages: Record<LayawayStatus, MessageDescriptor> = defineMessages({
  open: { id: 'layaway.status.open', defaultMessage: 'Open' },
  overdue: { id: 'layaway.status.overdue', defaultMessage: 'Overdue' },
  completed: { id: 'layaway.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'layaway.status.cancelled', defaultMessage: 'Cancelled' },
});

/** What a payment onto (or back from) a layaway or a special order's deposit was (core's layawayPaymentKindLabels). */
export const layawayPaymentKindMessages: Record<LayawayPaymentKind, MessageDescriptor> = defineMessages({
  deposit: { id: 'layaway.payment.deposit', defaultMessage: 'Deposit' },
  instalment: { id: 'layaway.payment.instalment', defaultMessage: 'Instalment' },
  refund: { id: 'layaway.payment.refund', defaultMessage: 'Refund' },
  fee: { id: 'layaway.payment.fee', defaultMessage: 'Cancellation fee' },
});

/** How it was paid (core's layawayPaymentMethodLabels). */
export const layawayPaymentMethodMessages: Record<LayawayPaymentMethod, MessageDescriptor> = defineMessages({
  cash: { id: 'layaway.method.cash', defaultMessage: 'Cash' },
  card: { id: 'layaway.method.card', defaultMessage: 'Card' },
});

/** A layaway's totals. */
export const layawayTotalMessages = defineMessages({
  subtotal: { id: 'layaway.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'layaway.discount', defaultMessage: 'Discount' },
  taxIncluded: { id: 'layaway.taxIncluded', defaultMessage: 'Tax included' },
  tax: { id: 'layaway.tax', defaultMessage: 'Tax' },
  total: { id: 'layaway.total', defaultMessage: 'Total' },
  paid: { id: 'layaway.paid', defaultMessage: 'Paid' },
  leftToPay: { id: 'layaway.leftToPay', defaultMessage: 'Left to pay' },
});

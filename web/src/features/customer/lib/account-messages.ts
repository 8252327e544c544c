import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AccountEntryKind, AccountPaymentMethod } from '@tillwise/core/account/account-schemas';
import type { AccountStatus } from '@tillwise/core/account/account-list-schemas';
import type { AgeingBucket } from '@tillwise/core/account/trade-account';
import type { StoreCreditKind } from '@tillwise/core/customer/store-credit-schemas';

/** Each ageing bucket as the statement heads it (US English as core's ageingLabels). */
export const ageingMessages: Record<AgeingBucket, MessageDescriptor> = defineMessages({
  current: { id: 'customer.ageing.current', defaultMessage: 'Current' },
  days30: { id: 'customer.ageing.days30', defaultMessage: '30 days' },
  days60: { id: 'customer.ageing.days60', defaultMessage: '60 days' },
  days90: { id: 'customer.ageing.days90', defaultMessage: '90+ days' },
});

/** What a line of the statement is (US English as core's accountEntryKindLabels). */
export const accountEntryKindMessages: Record<AccountEntryKind, MessageDescriptor> = defineMessages({
  invoice: { id: 'customer.accountEntry.invoice', defaultMessage: 'Invoice' },
  payment: { id: 'customer.accountEntry.payment', defaultMessage: 'Payment' },
  refund: { id: 'customer.accountEntry.refund', defaultMessage: 'Refund' },
});

/** How a customer paid towards their account (US English as core's accountPaymentMethodLabels). */
export const accountPaymentMethodMessages: Record<AccountPaymentMethod, MessageDescriptor> = defineMessages({
  cash: { id: 'customer.accountPayment.cash', defaultMessage: 'Cash' },
  card: { id: 'customer.accountPayment.card', defaultMessage: 'Card' },
  cheque: { id: 'customer.accountPayment.cheque', defaultMessage: 'Cheque' },
});

/** A trade account's standing (US English as core's accountStatusLabels). */
export const accountStatusMessages: Record<AccountStatus, MessageDescriptor> = defineMessages({
  owing: { id: 'customer.accountStatus.owing', defaultMessage: 'Owing' },
  overdue: { id: 'customer.accountStatus.overdue', defaultMessage: 'Overdue' },
  clear: { id: 'customer.accountStatus.clear', defaultMessage: 'Paid up' },
});

/** A movement of store credit (US English as core's storeCreditKindLabels). */
export const storeCreditKindMessages: Record<StoreCreditKind, MessageDescriptor> = defineMessages({
  refund: { id: 'customer.storeCredit.kind.refund', defaultMessage: 'Refund' },
  redeem: { id: 'customer.storeCredit.kind.redeem', defaultMessage: 'Spent' },
  adjust: { id: 'customer.storeCredit.kind.adjust', defaultMessage: 'Adjusted' },
});

/** A purchase's status in the customer's history, as the list wrote it ('partially refunded'). */
export const purchaseStatusMessages: Record<string, MessageDescriptor | undefined> = defineMessages({
  parked: { id: 'customer.purchase.status.parked', defaultMessage: 'parked' },
  processing: { id: 'customer.purchase.status.processing', defaultMessage: 'processing' },
  completed: { id: 'customer.purchase.status.completed', defaultMessage: 'completed' },
  partially_refunded: { id: 'customer.purchase.status.partiallyRefunded', defaultMessage: 'partially refunded' },
  refunded: { id: 'customer.purchase.status.refunded', defaultMessage: 'refunded' },
  discarded: { id: 'customer.purchase.status.discarded', defaultMessage: 'discarded' },
});

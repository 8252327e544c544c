import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AgeingBucket } from '@tillwise/core/account/trade-account';

/** Each ageing bucket as the receivables figures name it (US English as core's ageingLabels). */
export const ageingMessages: Record<AgeingBucket, MessageDescriptor> = defineMessages({
  current: { id: 'report.ageing.current', defaultMessage: 'Current' },
  days30: { id: 'report.ageing.days30', defaultMessage: '30 days' },
  days60: { id: 'report.ageing.days60', defaultMessage: '60 days' },
  days90: { id: 'report.ageing.days90', defaultMessage: '90+ days' },
});

/** The Finance tab's balances: gift cards and store credit, layaways, special orders, receivables, cash rounding. */
export const balanceMessages = defineMessages({
  liabilitiesTitle: { id: 'report.balance.liabilitiesTitle', defaultMessage: 'Gift Cards & Store Credit' },
  liabilitiesDescription: {
    id: 'report.balance.liabilitiesDescription',
    defaultMessage: "What customers hold at the close of the range's last day: money owed to them, not revenue.",
  },
  liabilitiesLabel: { id: 'report.balance.liabilitiesLabel', defaultMessage: 'Gift card and store credit liability' },
  giftCardLiability: { id: 'report.balance.giftCardLiability', defaultMessage: 'Gift card liability' },
  storeCreditLiability: { id: 'report.balance.storeCreditLiability', defaultMessage: 'Store credit liability' },
  layawaysTitle: { id: 'report.balance.layawaysTitle', defaultMessage: 'Layaways' },
  layawaysDescription: {
    id: 'report.balance.layawaysDescription',
    defaultMessage:
      "Deposits are the customer's money until the layaway completes as a sale; a cancellation's fee is the store's.",
  },
  layawaysLabel: { id: 'report.balance.layawaysLabel', defaultMessage: 'Layaways' },
  layawayDeposits: { id: 'report.balance.layawayDeposits', defaultMessage: 'Layaway deposits' },
  layawayRefunds: { id: 'report.balance.layawayRefunds', defaultMessage: 'Layaway refunds' },
  cancellationFees: { id: 'report.balance.cancellationFees', defaultMessage: 'Cancellation fees' },
  completedAsSales: { id: 'report.balance.completedAsSales', defaultMessage: 'Completed as sales' },
  layawayLiability: { id: 'report.balance.layawayLiability', defaultMessage: 'Layaway deposit liability' },
  specialOrdersTitle: { id: 'report.balance.specialOrdersTitle', defaultMessage: 'Special Orders' },
  specialOrdersDescription: {
    id: 'report.balance.specialOrdersDescription',
    defaultMessage: "A special order's deposit is the customer's money until it is collected as a sale.",
  },
  specialOrdersLabel: { id: 'report.balance.specialOrdersLabel', defaultMessage: 'Special orders' },
  specialOrderDeposits: { id: 'report.balance.specialOrderDeposits', defaultMessage: 'Special-order deposits' },
  specialOrderRefunds: { id: 'report.balance.specialOrderRefunds', defaultMessage: 'Special-order refunds' },
  collectedAsSales: { id: 'report.balance.collectedAsSales', defaultMessage: 'Collected as sales' },
  specialOrderLiability: {
    id: 'report.balance.specialOrderLiability',
    defaultMessage: 'Special-order deposit liability',
  },
  receivablesTitle: { id: 'report.balance.receivablesTitle', defaultMessage: 'Accounts Receivable' },
  receivablesDescription: {
    id: 'report.balance.receivablesDescription',
    defaultMessage:
      "What trade customers owe on account at the close of the range's last day, by how old each invoice is.",
  },
  receivablesLabel: { id: 'report.balance.receivablesLabel', defaultMessage: 'Accounts receivable' },
  owedOnAccount: { id: 'report.balance.owedOnAccount', defaultMessage: 'Owed on account' },
  customersOwing: { id: 'report.balance.customersOwing', defaultMessage: 'Customers owing' },
  roundingTitle: { id: 'report.balance.roundingTitle', defaultMessage: 'Cash Rounding' },
  roundingDescription: {
    id: 'report.balance.roundingDescription',
    defaultMessage: "Cash totals rounded to the store's smallest coin; card payments are never rounded.",
  },
  roundingLabel: { id: 'report.balance.roundingLabel', defaultMessage: 'Cash rounding' },
  roundingOnSales: { id: 'report.balance.roundingOnSales', defaultMessage: 'Rounding on sales' },
  roundingOnRefunds: { id: 'report.balance.roundingOnRefunds', defaultMessage: 'Rounding on refunds' },
  netRounding: { id: 'report.balance.netRounding', defaultMessage: 'Net rounding' },
});

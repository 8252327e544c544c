import { defineMessages } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { CashMovementKind } from '@tillwise/core/shift/shift-schemas';
import { formatMoney } from '@/lib/money';

/** The sales figures as core's figureNames call them (US English exactly), for the slips and lists that show them. */
export const figureMessages = defineMessages({
  grossSales: { id: 'shift.figure.grossSales', defaultMessage: 'Gross sales, before discounts and tax' },
  discounts: { id: 'shift.figure.discounts', defaultMessage: 'Discounts' },
  refunds: { id: 'shift.figure.refunds', defaultMessage: 'Refunds, before tax' },
  netSales: { id: 'shift.figure.netSales', defaultMessage: 'Net sales, after discounts and refunds, before tax' },
  tax: { id: 'shift.figure.tax', defaultMessage: 'Tax, less tax refunded' },
  takings: { id: 'shift.figure.takings', defaultMessage: 'Takings, with tax, less refunds' },
  cashTaken: { id: 'shift.figure.cashTaken', defaultMessage: 'Cash taken for sales' },
  cashGivenBack: { id: 'shift.figure.cashGivenBack', defaultMessage: 'Cash given back for refunds' },
  grandTotal: { id: 'shift.figure.grandTotal', defaultMessage: 'All sales with tax since the first Z' },
});

/** Pay In, Pay Out, Cash Drop and No Sale as core's cashMovementLabels name them. */
export const cashMovementMessages: Record<CashMovementKind, MessageDescriptor> = defineMessages({
  pay_in: { id: 'shift.movement.payIn', defaultMessage: 'Pay In' },
  pay_out: { id: 'shift.movement.payOut', defaultMessage: 'Pay Out' },
  drop: { id: 'shift.movement.drop', defaultMessage: 'Cash Drop' },
  no_sale: { id: 'shift.movement.noSale', defaultMessage: 'No Sale' },
});

/** Cash, card and cheque as a layaway's or an account's payments name them. */
export const heldMethodMessages = defineMessages({
  cash: { id: 'shift.heldMethod.cash', defaultMessage: 'Cash' },
  card: { id: 'shift.heldMethod.card', defaultMessage: 'Card' },
  cheque: { id: 'shift.heldMethod.cheque', defaultMessage: 'Cheque' },
});

const overShortMessages = defineMessages({
  balanced: { id: 'shift.overShort.balanced', defaultMessage: 'Balanced' },
  over: { id: 'shift.overShort.over', defaultMessage: 'Over {amount}' },
  short: { id: 'shift.overShort.short', defaultMessage: 'Short {amount}' },
});

/** 'Over $1.00', 'Short $2.00' or 'Balanced', as core's describeOverShort says it, in the person's language. */
export function describeOverShort(intl: IntlShape, overShort: number): string {
  if (overShort === 0) return intl.formatMessage(overShortMessages.balanced);
  const amount = formatMoney(Math.abs(overShort));
  return intl.formatMessage(overShort > 0 ? overShortMessages.over : overShortMessages.short, { amount });
}

const approvalMessages = defineMessages({
  secondPerson: { id: 'shift.approval.secondPerson', defaultMessage: 'Approved by {name} (second person)' },
  admin: { id: 'shift.approval.admin', defaultMessage: 'Approved by {name} (an admin, on a close they made)' },
});

/** The sign-off as core's describeCloseApproval says it, naming whether a second person gave it. */
export const describeCloseApproval = (intl: IntlShape, name: string, secondPerson: boolean) =>
  intl.formatMessage(secondPerson ? approvalMessages.secondPerson : approvalMessages.admin, { name });

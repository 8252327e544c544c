import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when it refuses to lay a cart away, take a payment onto a layaway, complete or cancel it. */
export const layawayRefusals = defineMessages({
  notFound: { id: 'server.layaway.notFound', defaultMessage: 'Layaway not found' },
  depositsPayCompletion: {
    id: 'server.layaway.depositsPayCompletion',
    defaultMessage: 'Layaway deposits pay only the sale that completes their layaway',
  },
  completeOnline: {
    id: 'server.layaway.completeOnline',
    defaultMessage: 'A layaway is completed while the till is online',
  },
  madeAtCompleteThere: {
    id: 'server.layaway.madeAtCompleteThere',
    defaultMessage: 'Layaway {number} was made at {store}: complete it there',
  },
  madeAtTakeThere: {
    id: 'server.layaway.madeAtTakeThere',
    defaultMessage: 'Layaway {number} was made at {store}: take it there',
  },
  alreadyCompleted: {
    id: 'server.layaway.alreadyCompleted',
    defaultMessage: 'Layaway {number} is already completed ({order})',
  },
  cancelled: { id: 'server.layaway.cancelled', defaultMessage: 'Layaway {number} was cancelled' },
  isCompleted: { id: 'server.layaway.isCompleted', defaultMessage: 'Layaway {number} is completed' },
  isCancelled: { id: 'server.layaway.isCancelled', defaultMessage: 'Layaway {number} is cancelled' },
  forCustomer: { id: 'server.layaway.forCustomer', defaultMessage: 'Layaway {number} is for {customer}' },
  completeAsLaidAway: {
    id: 'server.layaway.completeAsLaidAway',
    defaultMessage: 'Complete layaway {number} as it was laid away',
  },
  paidOnto: {
    id: 'server.layaway.paidOnto',
    defaultMessage: 'Layaway {number} has had {amount} paid onto it: reload it and try again',
  },
  wasChangedElsewhere: {
    id: 'server.layaway.wasChangedElsewhere',
    defaultMessage: 'Layaway {number} was changed at another till: reload it and try again',
  },
  changedElsewhere: {
    id: 'server.layaway.changedElsewhere',
    defaultMessage: 'Layaway {number} changed at another till: reload it and try again',
  },
  dueAfterToday: { id: 'server.layaway.dueAfterToday', defaultMessage: 'The due date must be after today' },
  runsAtMost: { id: 'server.layaway.runsAtMost', defaultMessage: 'A layaway may run for at most {days} days' },
  onlyLeftToPay: { id: 'server.layaway.onlyLeftToPay', defaultMessage: 'Only {amount} is left to pay on {number}' },
  cashTenderedLess: {
    id: 'server.layaway.cashTenderedLess',
    defaultMessage: 'Cash tendered {tendered} is less than {amount}',
  },
});

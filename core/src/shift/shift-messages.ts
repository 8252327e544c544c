import { defineMessages } from '../i18n/core-message';

/** What the till's shift forms say when a field does not read: opening, cash movements, counting and closing. */
export const shiftMessages = defineMessages({
  chooseTill: { id: 'core.shift.chooseTill', defaultMessage: 'Choose a till' },
  chooseMovementKind: {
    id: 'core.shift.chooseMovementKind',
    defaultMessage: 'Choose Pay In, Pay Out, Cash Drop or No Sale',
  },
  enterAmount: { id: 'core.shift.enterAmount', defaultMessage: 'Enter the amount' },
  amountNegative: { id: 'core.shift.amountNegative', defaultMessage: 'The amount cannot be negative' },
  reasonTooLong: { id: 'core.shift.reasonTooLong', defaultMessage: 'Keep the reason under {max} characters' },
  noSaleMovesNoCash: { id: 'core.shift.noSaleMovesNoCash', defaultMessage: 'A No Sale moves no cash' },
  amountAboveZero: { id: 'core.shift.amountAboveZero', defaultMessage: 'Enter an amount above {amount}' },
  sayWhatCashIsFor: { id: 'core.shift.sayWhatCashIsFor', defaultMessage: 'Say what the cash is for' },
  enterFloatLeft: { id: 'core.shift.enterFloatLeft', defaultMessage: 'Enter the float left in the drawer' },
  floatNegative: { id: 'core.shift.floatNegative', defaultMessage: 'The float cannot be negative' },
});

/** What a drawer count says when it does not read ({amount} in the store's money). */
export const countMessages = defineMessages({
  wholePieces: { id: 'core.shift.wholePieces', defaultMessage: 'Enter a whole number of pieces' },
  countNegative: { id: 'core.shift.countNegative', defaultMessage: 'A count cannot be negative' },
  tooManyPieces: { id: 'core.shift.tooManyPieces', defaultMessage: 'Count fewer than {max} pieces' },
  piecesOrTotal: {
    id: 'core.shift.piecesOrTotal',
    defaultMessage: 'Count the drawer by notes and coins, or enter its total',
  },
  onlyCurrency: { id: 'core.shift.onlyCurrency', defaultMessage: 'Count only {currency} notes and coins' },
  drawerHoldsAtMost: { id: 'core.shift.drawerHoldsAtMost', defaultMessage: 'A drawer holds at most {amount}' },
  smallerAmount: { id: 'core.shift.smallerAmount', defaultMessage: 'Enter a smaller amount' },
});

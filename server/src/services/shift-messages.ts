import { defineMessages } from '@tillwise/core/i18n/core-message';

/**
 * What the server says when a shift cannot be opened, counted, closed, approved or read, or cash cannot move on it
 * ({till} a till's name, {name} a member of staff's, {amount} in the store's money).
 */
export const shiftRefusals = defineMessages({
  notFound: { id: 'server.shift.notFound', defaultMessage: 'Shift not found' },
  tillOfAnotherStore: { id: 'server.shift.tillOfAnotherStore', defaultMessage: '{till} belongs to another store' },
  thisTillOfAnotherStore: {
    id: 'server.shift.thisTillOfAnotherStore',
    defaultMessage: 'This till belongs to another store',
  },
  onlyOpenerCloses: {
    id: 'server.shift.onlyOpenerCloses',
    defaultMessage: 'Only {name} or a manager can count and close this shift',
  },
  tillRetiredChooseAnother: {
    id: 'server.shift.tillRetiredChooseAnother',
    defaultMessage: '{till} is no longer in use. Choose another till.',
  },
  drawerCountedToSell: {
    id: 'server.shift.drawerCountedToSell',
    defaultMessage: 'The drawer of {till} has been counted. Close the shift, then open a new one to sell.',
  },
  drawerCountedToRefund: {
    id: 'server.shift.drawerCountedToRefund',
    defaultMessage: 'The drawer of {till} has been counted. Close the shift, then open a new one to give refunds.',
  },
  noShiftToSell: {
    id: 'server.shift.noShiftToSell',
    defaultMessage: 'No shift is open on {till}. Open a shift to sell.',
  },
  noShiftToRefund: {
    id: 'server.shift.noShiftToRefund',
    defaultMessage: 'No shift is open on {till}. Open a shift to give refunds.',
  },
  cashThroughDrawer: {
    id: 'server.shift.cashThroughDrawer',
    defaultMessage: 'Cash goes through a till’s drawer: open a shift on this till first',
  },
  idOfAnotherTill: { id: 'server.shift.idOfAnotherTill', defaultMessage: 'This shift id belongs to another till' },
  alreadyOpen: {
    id: 'server.shift.alreadyOpen',
    defaultMessage: '{till} already has a shift open, opened by {name}. Close it first.',
  },
  alreadyClosed: { id: 'server.shift.alreadyClosed', defaultMessage: 'This shift is already closed' },
  managerRecounts: {
    id: 'server.shift.managerRecounts',
    defaultMessage: 'The drawer has been counted. A manager can count it again before the shift is closed.',
  },
  countBeforeClosing: {
    id: 'server.shift.countBeforeClosing',
    defaultMessage: 'Count the drawer before closing the shift',
  },
  overGiveReason: { id: 'server.shift.overGiveReason', defaultMessage: 'Over {amount}: give a reason before closing' },
  shortGiveReason: {
    id: 'server.shift.shortGiveReason',
    defaultMessage: 'Short {amount}: give a reason before closing',
  },
  sayWhyOverShort: { id: 'server.shift.sayWhyOverShort', defaultMessage: 'Say why the drawer is over or short' },
  floatLeftAboveCounted: {
    id: 'server.shift.floatLeftAboveCounted',
    defaultMessage: 'The float left cannot be more than the {amount} counted',
  },
  zReportNotFound: { id: 'server.shift.zReportNotFound', defaultMessage: 'Z report not found' },
  notWaitingForApproval: {
    id: 'server.shift.notWaitingForApproval',
    defaultMessage: 'This shift is not waiting for approval',
  },
  secondPersonApproves: {
    id: 'server.shift.secondPersonApproves',
    defaultMessage: 'A second person approves a close: ask another manager or an admin',
  },
  managerPinAbove: {
    id: 'server.shift.managerPinAbove',
    defaultMessage: 'A manager’s PIN is needed for more than {amount}',
  },
  movementIdOfAnotherShift: {
    id: 'server.shift.movementIdOfAnotherShift',
    defaultMessage: 'This movement id belongs to another shift',
  },
  closed: { id: 'server.shift.closed', defaultMessage: 'This shift is closed' },
  drawerCountedNoCashMoves: {
    id: 'server.shift.drawerCountedNoCashMoves',
    defaultMessage: 'The drawer has been counted: no cash moves until the shift closes',
  },
  moreThanDrawerHolds: {
    id: 'server.shift.moreThanDrawerHolds',
    defaultMessage: 'That is more cash than the drawer should hold',
  },
  moreThanDrawerHoldsField: {
    id: 'server.shift.moreThanDrawerHoldsField',
    defaultMessage: 'More than the drawer should hold',
  },
  cashMovementNotFound: { id: 'server.shift.cashMovementNotFound', defaultMessage: 'Cash movement not found' },
  onlyOwnShifts: { id: 'server.shift.onlyOwnShifts', defaultMessage: 'You can see only the shifts you opened' },
  onlyOwnZReports: {
    id: 'server.shift.onlyOwnZReports',
    defaultMessage: 'You can see only the Z reports of your own shifts',
  },
  zReportUnreadable: {
    id: 'server.shift.zReportUnreadable',
    defaultMessage: '{zNumber} cannot be read: verify the Z report chain',
  },
});

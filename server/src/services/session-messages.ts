import { defineMessages } from '@tillwise/core/i18n/core-message';

/**
 * What the server says when signing in, a manager's approval or a store switch is refused. Sign-in is refused before
 * anyone is signed in, so in US English; an approval or a switch, in the language of the person at the till.
 */
export const sessionRefusals = defineMessages({
  deviceLockedOneMinute: {
    id: 'server.session.deviceLockedOneMinute',
    defaultMessage: 'Too many wrong PINs from this device. Try again in 1 minute.',
  },
  deviceLockedMinutes: {
    id: 'server.session.deviceLockedMinutes',
    defaultMessage: 'Too many wrong PINs from this device. Try again in {minutes} minutes.',
  },
  lockedOneMinute: {
    id: 'server.session.lockedOneMinute',
    defaultMessage: 'Too many wrong PINs. {name} is locked; try again in 1 minute.',
  },
  lockedMinutes: {
    id: 'server.session.lockedMinutes',
    defaultMessage: 'Too many wrong PINs. {name} is locked; try again in {minutes} minutes.',
  },
  nowLocked: {
    id: 'server.session.nowLocked',
    defaultMessage: 'Too many wrong PINs. {name} is locked for {minutes} minutes.',
  },
  wrongPinOneLeft: { id: 'server.session.wrongPinOneLeft', defaultMessage: 'Wrong PIN. 1 attempt left.' },
  wrongPinAttemptsLeft: {
    id: 'server.session.wrongPinAttemptsLeft',
    defaultMessage: 'Wrong PIN. {left} attempts left.',
  },
  chooseManager: { id: 'server.session.chooseManager', defaultMessage: 'Choose a manager to approve this' },
  cannotApprove: { id: 'server.session.cannotApprove', defaultMessage: '{name} cannot approve this' },
  unknownStaffMember: { id: 'server.session.unknownStaffMember', defaultMessage: 'Unknown staff member' },
  onlyManagersSwitchStore: {
    id: 'server.session.onlyManagersSwitchStore',
    defaultMessage: 'Only admins and managers switch store',
  },
});

import { defineMessages } from '../i18n/core-message';

/** What the sign-in screen, the Team tab and a manager's approval on the till say when a field does not read. */
export const staffMessages = defineMessages({
  enterName: { id: 'core.staff.enterName', defaultMessage: 'Enter a name' },
  enterValidEmail: { id: 'core.staff.enterValidEmail', defaultMessage: 'Enter a valid email address' },
  pinsAreDigits: { id: 'core.staff.pinsAreDigits', defaultMessage: 'PINs are 4 to 6 digits' },
  pinMustBeDigits: { id: 'core.staff.pinMustBeDigits', defaultMessage: 'PIN must be 4 to 6 digits' },
  chooseRole: { id: 'core.staff.chooseRole', defaultMessage: 'Choose a role' },
  chooseAtLeastOneStore: { id: 'core.staff.chooseAtLeastOneStore', defaultMessage: 'Choose at least one store' },
  chooseStaffMember: { id: 'core.staff.chooseStaffMember', defaultMessage: 'Choose a staff member' },
  enterWholeCents: { id: 'core.staff.enterWholeCents', defaultMessage: 'Enter whole cents' },
  percentageAboveZero: { id: 'core.staff.percentageAboveZero', defaultMessage: 'Enter a percentage above 0' },
  discountAtMostAll: { id: 'core.staff.discountAtMostAll', defaultMessage: 'A discount cannot exceed 100 %' },
  chooseTill: { id: 'core.staff.chooseTill', defaultMessage: 'Choose a till' },
});

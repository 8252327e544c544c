import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a member of staff is not found or their account's change is refused. */
export const staffRefusals = defineMessages({
  notFound: { id: 'server.staff.notFound', defaultMessage: 'Staff member not found' },
  chooseStores: { id: 'server.staff.chooseStores', defaultMessage: 'Choose the stores they work in' },
  chooseAtLeastOneStore: { id: 'server.staff.chooseAtLeastOneStore', defaultMessage: 'Choose at least one store' },
  checkPin: { id: 'server.staff.checkPin', defaultMessage: 'Check the PIN' },
  emailBelongsToStaff: {
    id: 'server.staff.emailBelongsToStaff',
    defaultMessage: 'That email already belongs to a member of staff',
  },
  emailInUse: { id: 'server.staff.emailInUse', defaultMessage: 'Email already in use' },
  needsActiveAdmin: {
    id: 'server.staff.needsActiveAdmin',
    defaultMessage: 'The store needs at least one active admin',
  },
  lastActiveAdmin: { id: 'server.staff.lastActiveAdmin', defaultMessage: 'This is the last active admin' },
});

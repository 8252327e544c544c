import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Role } from '@tillwise/core/staff/permissions';

/** Each role as the sign-in screen and the profile name it: lower case, as the app has always written it. */
export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  admin: { id: 'session.role.admin', defaultMessage: 'admin' },
  manager: { id: 'session.role.manager', defaultMessage: 'manager' },
  cashier: { id: 'session.role.cashier', defaultMessage: 'cashier' },
  inventory: { id: 'session.role.inventory', defaultMessage: 'inventory' },
});

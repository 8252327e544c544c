import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Role } from '@tillwise/core/staff/permissions';

/** Each role as Staff and the discount caps name it (US English as core's roleLabels). */
export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  admin: { id: 'staff.role.admin', defaultMessage: 'Admin' },
  manager: { id: 'staff.role.manager', defaultMessage: 'Manager' },
  cashier: { id: 'staff.role.cashier', defaultMessage: 'Cashier' },
  inventory: { id: 'staff.role.inventory', defaultMessage: 'Inventory' },
});

import { can } from '@tillwise/core/staff/permissions';
import type { Permission, Role } from '@tillwise/core/staff/permissions';
import type { OfflineCapture } from '@tillwise/core/sale/sale-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import { findActiveUsersOfStore } from '../db/repositories/staff-repository';
import { badRequest, forbidden } from '../lib/errors';

/**
 * Who a sale or refund taken offline is filed under: the staff member signed in on the till at the time, who may
 * not be the one whose session sends it later (a cashier's session sends the manager's offline refund). They must
 * still work in the store and be allowed to do it; anything else needs the sender to be allowed to do it.
 */
export async function staffWhoTookIt(
  db: Db,
  storeId: string,
  sender: StaffMember,
  offline: OfflineCapture | undefined,
  permission: Permission,
): Promise<StaffMember> {
  const takenBy = offline?.takenBy;
  if (!takenBy || takenBy === sender.id) {
    if (!can(sender.role, permission)) throw forbidden();
    return sender;
  }
  const row = (await findActiveUsersOfStore(db, storeId)).find((user) => user.id === takenBy);
  const member = row && { ...row, role: row.role as Role };
  if (!member || !can(member.role, permission)) {
    const message = 'The staff member who took this offline cannot do that in this store';
    throw badRequest(message, [{ path: 'offline.takenBy', message }]);
  }
  return member;
}

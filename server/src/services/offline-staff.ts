import { can } from '@tillwise/core/staff/permissions';
import type { Permission } from '@tillwise/core/staff/permissions';
import type { OfflineCapture } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import { findActiveUsersOfStore } from '../db/repositories/staff-repository';
import { forbidden } from '../lib/errors';
import { checkCaptureTime, HeldForReview, provenTaker } from './offline-credential-service';

/**
 * Who a sale or refund taken offline is filed under: the staff member signed in on the till at the time, who may
 * not be the one whose session sends it later (a cashier's session sends the manager's offline refund). Their word
 * is taken only with their offline credential (offline-credential-service.ts); the sender's own actions are proven
 * by the sender's session. Anything else is held for a manager's review (HeldForReview), never filed on trust.
 */
export async function staffWhoTookIt(
  db: Db,
  storeId: string,
  sender: StaffMember,
  offline: OfflineCapture | undefined,
  permission: Permission,
  tillId: string,
): Promise<StaffMember> {
  const takenBy = offline?.takenBy ?? sender.id;
  if (offline?.credential) {
    const member = await provenTaker(db, offline.credential, {
      storeId,
      tillId,
      takenBy,
      capturedAt: offline.capturedAt,
      permission,
      now: new Date(),
    });
    const inStore = (await findActiveUsersOfStore(db, storeId)).some((user) => user.id === member.id);
    if (!inStore) throw new HeldForReview(`${member.name} no longer works in this store`);
    return member;
  }
  if (takenBy === sender.id) {
    if (!can(sender.role, permission)) throw forbidden();
    // The session proves who; when is the till's word, held to what a credential would allow.
    if (offline) checkCaptureTime(offline.capturedAt, new Date());
    return sender;
  }
  throw new HeldForReview('It names someone else as its taker without their offline credential to prove it');
}

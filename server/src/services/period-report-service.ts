import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Db } from '../db/database';
import { findStores } from '../db/repositories/store-repository';
import { forbidden } from '../lib/errors';
import { storesOf } from './store-service';

// What every period report shares: the stores it covers. Each tab's figures are worked out in a file of its own
// (<tab>-report-service.ts), so a change to one report reads and reviews apart from the others.

/** The stores a report covers, and whether it was asked for the whole chain (which adds the by-store rows). */
export interface ReportScope {
  stores: StoreSummary[];
  wholeChain: boolean;
}

/**
 * A report covers the session's store unless another is asked for; 'all' covers every store this member may see.
 * A store they may not see is refused.
 */
export async function reportScope(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'role'>,
  sessionStoreId: string,
  requested: string | undefined,
): Promise<ReportScope> {
  const visible = await storesOf(db, staff);
  if (requested === 'all') {
    if (visible.length === 0) throw forbidden('You are not assigned to any store');
    return { stores: visible, wholeChain: true };
  }
  const store = visible.find((candidate) => candidate.id === (requested ?? sessionStoreId));
  if (!store) throw forbidden("You may not see that store's reports", [{ path: 'store', message: 'Not your store' }]);
  return { stores: [store], wholeChain: false };
}

/** Scheduled reports cover the whole chain, whoever saved them. */
export async function chainScope(db: Db): Promise<ReportScope> {
  const stores = (await findStores(db)).map(({ id, name }) => ({ id, name }));
  return { stores, wholeChain: true };
}

/** The ids of the stores a report covers. */
export const storeIdsOf = (scope: ReportScope) => scope.stores.map((store) => store.id);

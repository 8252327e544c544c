import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Db } from '../db/database';
import { findStores } from '../db/repositories/store-repository';
import { badRequest, forbidden } from '../lib/errors';
import { storesOf } from './store-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { periodReportRefusals } from './period-report-messages';

// What every period report shares: the stores it covers. Each tab's figures are worked out in a file of its own
// (<tab>-report-service.ts), so a change to one report reads and reviews apart from the others.

/** The stores a report covers, and whether it was asked for the whole chain (which adds the by-store rows). */
export interface ReportScope {
  stores: StoreSummary[];
  wholeChain: boolean;
}

/** 'all:CAD': the chain's stores in Canadian dollars. */
const currencyGroup = /^all:([A-Z]{3})$/;

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
  const group = requested === undefined ? null : currencyGroup.exec(requested);
  if (requested === 'all' || group) {
    if (visible.length === 0) throw forbidden(saying(periodReportRefusals.notAssigned));
    // Amounts in different currencies are never added up: the chain's figures are per currency.
    const currency =
      group?.[1] ?? visible.find((store) => store.id === sessionStoreId)?.currency ?? visible[0]!.currency;
    const stores = visible.filter((store) => store.currency === currency);
    if (stores.length === 0)
      throw badRequest(saying(periodReportRefusals.noStoreTradesIn, { currency: String(currency) }), [
        { path: 'store', message: saying(periodReportRefusals.noSuchStores) },
      ]);
    return { stores, wholeChain: true };
  }
  const store = visible.find((candidate) => candidate.id === (requested ?? sessionStoreId));
  if (!store)
    throw forbidden(saying(periodReportRefusals.notYourStoresReports), [
      { path: 'store', message: saying(periodReportRefusals.notYourStore) },
    ]);
  return { stores: [store], wholeChain: false };
}

/**
 * Scheduled reports cover the whole chain, whoever saved them: one scope per currency the chain trades in, since
 * amounts in different currencies are never added up.
 */
export async function chainScopes(db: Db): Promise<(ReportScope & { currency: string })[]> {
  const byCurrency = new Map<string, StoreSummary[]>();
  for (const { id, name, currency } of await findStores(db)) {
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), { id, name, currency }]);
  }
  return [...byCurrency].map(([currency, stores]) => ({ currency, stores, wholeChain: true }));
}

/** The ids of the stores a report covers. */
export const storeIdsOf = (scope: ReportScope) => scope.stores.map((store) => store.id);

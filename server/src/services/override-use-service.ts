import { overrideExpired, overrideShortfall } from '@tillwise/core/staff/override';
import { overrideMaxAgeMinutes } from '@tillwise/core/staff/override-schemas';
import type { OverrideDetails } from '@tillwise/core/staff/override-schemas';
import type { Executor } from '../db/database';
import * as overrideRepository from '../db/repositories/override-repository';
import type { OverrideRow } from '../db/repositories/override-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { forbidden, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { overrideRefusals } from './override-messages';
import { detailsOf } from './override-service';
import { storeMoneyFormat } from './store-money';

export interface OverrideUse {
  /** The approval sent with the request; none: one already spent on this very sale (parked with it) may do. */
  id: string | null | undefined;
  /** What is being done, which the approval must cover. */
  wanted: OverrideDetails;
  requestedBy: string;
  tillId: string;
  /** The sale, refund or cash movement spending it. */
  usedFor: string;
  /** The refusal when no approval covers it: what needs one, and the field to show it at. */
  missing: { path: string; message: Wording };
  now: Date;
}

export interface UsedOverride {
  id: string;
  approvedBy: { id: string; name: string };
}

const used = (row: OverrideRow): UsedOverride => ({
  id: row.id,
  approvedBy: { id: row.approved_by, name: row.approver_name },
});

/**
 * Spends a manager's approval inside the caller's transaction: it must exist, have been given to this member on
 * this till for this action, cover what is done (no bigger discount or refund, the approved price), be unused and
 * at most overrideMaxAgeMinutes old. Once used it is used for good; the same sale may present it again (a parked
 * sale completed later).
 */
export async function useOverride(trx: Executor, use: OverrideUse): Promise<UsedOverride> {
  const refuse = (message: Wording) => forbidden(message, [{ path: use.missing.path, message }]);
  if (!use.id) {
    const spent = await overrideRepository.findOverridesUsedFor(trx, use.usedFor, use.wanted.action);
    const covering = spent.find((row) => overrideShortfall(detailsOf(row), use.wanted) === null);
    if (covering) return used(covering);
    throw refuse(use.missing.message);
  }
  const row = await overrideRepository.findOverride(trx, use.id);
  if (!row) throw refuse(saying(overrideRefusals.notFound));
  if (overrideShortfall(detailsOf(row), use.wanted)) {
    // Said in the money of the till's store (read only now: approvals that cover what is done say nothing).
    const till = await tillRepository.findTill(trx, use.tillId);
    const money = await storeMoneyFormat(trx, till?.store_id ?? null);
    throw refuse(reworded(() => overrideShortfall(detailsOf(row), use.wanted, money)));
  }
  if (row.used_for === use.usedFor) return used(row);
  const spentAlready = saying(overrideRefusals.alreadyUsed);
  if (row.used_at) throw refuse(spentAlready);
  if (row.requested_by !== use.requestedBy) throw refuse(saying(overrideRefusals.givenToSomeoneElse));
  if (row.till_id !== use.tillId) throw refuse(saying(overrideRefusals.givenOnAnotherTill));
  if (overrideExpired(row.created_at, use.now)) {
    throw refuse(saying(overrideRefusals.tooOld, { minutes: overrideMaxAgeMinutes }));
  }
  if (!(await overrideRepository.markOverrideUsed(trx, row.id, use.usedFor, use.now.toISOString()))) {
    throw refuse(spentAlready);
  }
  return used(row);
}

import { randomUUID } from 'node:crypto';
import type {
  StartForRealInput,
  StartForRealResult,
  StartForRealStatus,
} from '@tillwise/core/settings/start-for-real-schemas';
import { startForRealSummary } from '@tillwise/core/settings/start-for-real-summary';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import { runAlone } from '../db/plan-runner';
import * as settingsRepository from '../db/repositories/settings-repository';
import * as startForRealRepository from '../db/repositories/start-for-real-repository';
import { badRequest, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';
import { forgetSaleReads, promotionsVersionKey } from './sale-reads';
import { forgetSignedInStaff } from './session-service';
import { forgetStoreTimeZones } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { storeRefusals } from './store-messages';

/** While the store still holds the demo it was installed with, admins are offered to start for real. */
export async function getStartForRealStatus(db: Db): Promise<StartForRealStatus> {
  return { holdsDemo: await startForRealRepository.holdsDemo(db) };
}

/**
 * Starting for real: a store set up on the demo becomes its owner's own. One transaction removes the catalogue,
 * customers, suppliers, every sale, refund, shift and report of the chain, its other stores with their tills and
 * staff, and everyone but the admin who asks; it keeps that admin (and their PIN), the store they work in with its
 * settings and tills, and the chain's settings. The admin types the store's name first: a wrong one changes nothing.
 *
 * The audit log and Z reports are append-only by trigger and hold only the demo's history: the triggers are dropped
 * and made again inside the transaction, and the log starts with one entry saying who started for real and what
 * went. The database's epoch changes, so every till's replica starts afresh; every server forgets who it had
 * signed in (the removed staff's sessions are gone) and what its sales had kept.
 */
export async function startForReal(
  db: Db,
  storeId: string,
  input: StartForRealInput,
  actor: StaffMember,
  now: Date,
): Promise<StartForRealResult> {
  const at = now.toISOString();
  const result = await runAlone(db, async (trx) => {
    const store = await settingsRepository.findStoreRow(trx, storeId);
    if (!store) throw notFound(saying(storeRefusals.notFound));
    if (input.storeName !== store.name) {
      const message = saying(storeRefusals.notTheStoreName, { name: store.name });
      throw badRequest(message, [{ path: 'storeName', message }]);
    }
    await startForRealRepository.holdTables(trx);
    const kept = { storeId, userId: actor.id };
    const removed = await startForRealRepository.countRemoved(trx, kept);
    await startForRealRepository.openAppendOnly(trx);
    await startForRealRepository.removeAllBut(trx, kept);
    // The sale path keeps the promotions it read under this version: a new one makes every server read them again.
    await settingsRepository.savePreference(trx, promotionsVersionKey, randomUUID(), at);
    await startForRealRepository.closeAppendOnly(trx);
    const summary = startForRealSummary(removed);
    await recordAudit(
      trx,
      {
        action: 'store.started_for_real',
        userId: actor.id,
        subject: { type: 'store', id: storeId },
        summary,
        details: { storeName: store.name, removed },
      },
      now,
    );
    await startForRealRepository.beginNewEpoch(trx, randomUUID(), at);
    return { removed, summary };
  });
  forgetSignedInStaff(db);
  forgetSaleReads(db);
  forgetStoreTimeZones(db);
  return result;
}

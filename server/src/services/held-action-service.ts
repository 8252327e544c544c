import type { HeldOfflineAction } from '@tillwise/core/staff/offline-credential';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as credentialRepository from '../db/repositories/credential-repository';
import { conflict, notFound } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { heldActionRefusals } from './held-action-messages';
import { recordAudit } from './audit-service';

interface HeldBody {
  id: string;
  tillId: string;
  offline?: { capturedAt?: string; takenBy?: string; credential?: string };
  expectedTotalCents?: number;
}

/**
 * Keeps an offline sale or refund whose proof did not hold, as it was sent, for a manager to record or dismiss; a
 * resend of it finds it kept. The answer the till hears (202) ends its outbox's part: nothing is lost.
 */
export async function holdForReview(
  writer: GroupCommit,
  kind: 'sale' | 'refund',
  body: HeldBody,
  storeId: string,
  sender: StaffMember,
  reason: string,
  now: Date,
) {
  await writer.run(async (trx) => {
    await credentialRepository.insertHeldAction(trx, {
      id: body.id,
      kind,
      store_id: storeId,
      till_id: body.tillId,
      sent_by: sender.id,
      taken_by: body.offline?.takenBy ?? sender.id,
      captured_at: body.offline?.capturedAt ?? null,
      amount_cents: body.expectedTotalCents ?? null,
      body_json: JSON.stringify(body),
      reason,
      received_at: now.toISOString(),
      status: 'held',
    });
    await recordAudit(
      trx,
      {
        action: 'offline.held',
        userId: sender.id,
        // The till as the body names it, unproven: in the details, not as the entry's till.
        subject: { type: kind, id: body.id },
        summary: `${kind === 'sale' ? 'Offline sale' : 'Offline refund'} held for review: ${reason}`,
        details: { reason, takenBy: body.offline?.takenBy ?? null, tillId: body.tillId },
      },
      now,
    );
  });
  return { held: true as const, id: body.id, message: `Held for a manager’s review: ${reason}` };
}

export async function listHeldActions(db: Db, storeId: string, status: string | null): Promise<HeldOfflineAction[]> {
  const rows = await credentialRepository.findHeldActions(db, storeId, status);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as HeldOfflineAction['kind'],
    tillId: row.till_id,
    sentBy: { id: row.sent_by, name: row.sender_name },
    takenBy: row.taken_by ? { id: row.taken_by, name: row.taker_name ?? row.taken_by } : null,
    capturedAt: row.captured_at,
    amountCents: row.amount_cents,
    reason: row.reason,
    receivedAt: row.received_at,
    status: row.status as HeldOfflineAction['status'],
  }));
}

/** Why a held sale or refund cannot be decided on again: one whole sentence per kind and decision. */
const decided: Record<string, Wording> = {
  'sale.recorded': saying(heldActionRefusals.saleAlreadyRecorded),
  'sale.dismissed': saying(heldActionRefusals.saleAlreadyDismissed),
  'refund.recorded': saying(heldActionRefusals.refundAlreadyRecorded),
  'refund.dismissed': saying(heldActionRefusals.refundAlreadyDismissed),
};
const alreadyDecided = (kind: string, status: string): Wording =>
  decided[`${kind}.${status}`] ?? `This ${kind} was already ${status}`;

/**
 * A manager's decision on a held action: `record` files it under the manager, who vouches for it (the body as the
 * till sent it, without its unproven taker); `dismiss` leaves it unrecorded. Either is audited.
 */
export async function resolveHeldAction(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  decision: 'record' | 'dismiss',
  manager: StaffMember,
  record: (kind: 'sale' | 'refund', body: unknown) => Promise<unknown>,
  now: Date,
) {
  const held = await credentialRepository.findHeldAction(db, id);
  if (!held || held.store_id !== storeId) throw notFound(saying(heldActionRefusals.notFound));
  if (held.status !== 'held') throw conflict(alreadyDecided(held.kind, held.status));
  if (decision === 'record') {
    const body = JSON.parse(held.body_json) as HeldBody;
    const { takenBy: _unproven, credential: _unprovenCredential, ...offline } = body.offline ?? {};
    await record(held.kind as 'sale' | 'refund', { ...body, ...(body.offline && { offline }) });
  }
  await writer.run(async (trx) => {
    const resolved = await credentialRepository.resolveHeldAction(
      trx,
      id,
      decision === 'record' ? 'recorded' : 'dismissed',
      manager.id,
      now.toISOString(),
    );
    if (!resolved) throw conflict(saying(heldActionRefusals.decidedFirst));
    await recordAudit(
      trx,
      {
        action: 'offline.resolved',
        userId: manager.id,
        tillId: held.till_id,
        subject: { type: held.kind, id },
        summary: `Held offline ${held.kind} ${decision === 'record' ? 'recorded on the manager’s word' : 'dismissed'}`,
        details: { decision, reason: held.reason },
      },
      now,
    );
  });
  const [answer] = (await listHeldActions(db, storeId, null)).filter((action) => action.id === id);
  return answer!;
}

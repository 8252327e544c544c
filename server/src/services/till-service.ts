import { randomUUID } from 'node:crypto';
import type { CreateTillInput, Till, UpdateTillInput } from '@tillwise/core/till/till-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as tillRepository from '../db/repositories/till-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { badRequest, conflict, notFound } from '../lib/errors';
import { changedFields, recordAudit } from './audit-service';
import { tillRefusals } from './till-messages';

type TillRow = Awaited<ReturnType<typeof tillRepository.findTills>>[number];

function toTill(row: TillRow): Till {
  return {
    id: row.id,
    name: row.name,
    storeId: row.store_id ?? '',
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    activeShift:
      row.shift_id && row.shift_opened_at
        ? {
            id: row.shift_id,
            status: row.shift_status === 'counted' ? 'counted' : 'open',
            openedAt: row.shift_opened_at,
            openedBy: row.shift_opened_by ?? '',
          }
        : null,
  };
}

/** Refuses a till that is not one of this store's (money taken or given back away from a sale names one). */
export async function assertTillOfStore(trx: Executor, storeId: string, tillId: string): Promise<void> {
  const till = await tillRepository.findTill(trx, tillId);
  if (!till || till.store_id !== storeId)
    throw badRequest(saying(tillRefusals.unknown), [{ path: 'tillId', message: saying(tillRefusals.unknown) }]);
}

/** The store's tills by name, each with the shift open on it. */
export async function listTills(db: Db, storeId: string): Promise<Till[]> {
  return (await tillRepository.findTills(db, storeId)).map(toTill);
}

async function getTill(db: Db, storeId: string, id: string): Promise<Till> {
  const till = (await listTills(db, storeId)).find((candidate) => candidate.id === id);
  if (!till) throw notFound(saying(tillRefusals.notFound));
  return till;
}

const nameTaken = (name: string) =>
  conflict(saying(tillRefusals.nameExists, { name }), [{ path: 'name', message: saying(tillRefusals.nameTaken) }]);

/** Adds a till to the store; names are unique in the chain ignoring case, so staff never mix two tills up. */
export async function createTill(
  db: Db,
  storeId: string,
  input: CreateTillInput,
  actor: StaffMember,
  now: Date,
): Promise<Till> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (await tillRepository.findTillByName(trx, input.name)) throw nameTaken(input.name);
    await tillRepository.insertTill(trx, {
      id,
      name: input.name,
      is_active: 1,
      created_at: now.toISOString(),
      store_id: storeId,
    });
    const entry = { userId: actor.id, tillId: id, subject: { type: 'till', id } };
    await recordAudit(trx, { ...entry, action: 'till.changed', summary: `${input.name} added`, details: {} }, now);
  });
  return getTill(db, storeId, id);
}

/** Renames a till or takes it out of (or back into) use; a till with a shift open stays in use until it closes. */
export async function updateTill(
  db: Db,
  storeId: string,
  id: string,
  input: UpdateTillInput,
  actor: StaffMember,
  now: Date,
): Promise<Till> {
  const till = await getTill(db, storeId, id);
  if (input.name !== undefined) {
    const same = await tillRepository.findTillByName(db, input.name);
    if (same && same.id !== id) throw nameTaken(input.name);
  }
  if (input.isActive === false && till.activeShift) {
    throw conflict(saying(tillRefusals.closeShiftFirst, { till: till.name }));
  }
  const next = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.isActive !== undefined && { isActive: input.isActive }),
  };
  const changes = changedFields(till, next);
  await db.transaction().execute(async (trx) => {
    await tillRepository.updateTill(trx, id, {
      ...(next.name !== undefined && { name: next.name }),
      ...(next.isActive !== undefined && { is_active: next.isActive ? 1 : 0 }),
    });
    if (Object.keys(changes).length === 0) return;
    const what = [
      changes.name && `renamed ${till.name} → ${next.name}`,
      changes.isActive && (next.isActive ? 'back in use' : 'taken out of use'),
    ].filter(Boolean);
    await recordAudit(
      trx,
      {
        action: 'till.changed',
        userId: actor.id,
        tillId: id,
        subject: { type: 'till', id },
        summary: `${next.name ?? till.name} · ${what.join(', ')}`,
        details: { changes },
      },
      now,
    );
  });
  return getTill(db, storeId, id);
}

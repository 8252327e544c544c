import { randomUUID } from 'node:crypto';
import type { CreateTillInput, Till, UpdateTillInput } from '@tillwise/core/till/till-schemas';
import type { Db } from '../db/database';
import * as tillRepository from '../db/repositories/till-repository';
import { conflict, notFound } from '../lib/errors';

type TillRow = Awaited<ReturnType<typeof tillRepository.findTills>>[number];

function toTill(row: TillRow): Till {
  return {
    id: row.id,
    name: row.name,
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

/** The store's tills by name, each with the shift open on it. */
export async function listTills(db: Db): Promise<Till[]> {
  return (await tillRepository.findTills(db)).map(toTill);
}

async function getTill(db: Db, id: string): Promise<Till> {
  const till = (await listTills(db)).find((candidate) => candidate.id === id);
  if (!till) throw notFound('Till not found');
  return till;
}

const nameTaken = (name: string) =>
  conflict(`A till called ${name} already exists`, [{ path: 'name', message: 'That name is taken' }]);

/** Adds a till; names are unique ignoring case, so staff never mix two tills up. */
export async function createTill(db: Db, input: CreateTillInput, now: Date): Promise<Till> {
  if (await tillRepository.findTillByName(db, input.name)) throw nameTaken(input.name);
  const id = randomUUID();
  await tillRepository.insertTill(db, { id, name: input.name, is_active: 1, created_at: now.toISOString() });
  return getTill(db, id);
}

/** Renames a till or takes it out of (or back into) use; a till with a shift open stays in use until it closes. */
export async function updateTill(db: Db, id: string, input: UpdateTillInput): Promise<Till> {
  const till = await getTill(db, id);
  if (input.name !== undefined) {
    const same = await tillRepository.findTillByName(db, input.name);
    if (same && same.id !== id) throw nameTaken(input.name);
  }
  if (input.isActive === false && till.activeShift) {
    throw conflict(`Close the shift open on ${till.name} before taking it out of use`);
  }
  await tillRepository.updateTill(db, id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.isActive !== undefined && { is_active: input.isActive ? 1 : 0 }),
  });
  return getTill(db, id);
}

import { randomUUID } from 'node:crypto';
import { defaultCashRoundingStep } from '@tillwise/core/money/money';
import { defaultCurrency } from '@tillwise/core/settings/locale-schemas';
import type { StoreSettingsInput } from '@tillwise/core/settings/store-settings';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { ChainStore, StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Db, Executor } from '../db/database';
import { storeDetailsColumns } from '../db/repositories/settings-repository';
import * as storeRepository from '../db/repositories/store-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, forbidden } from '../lib/errors';
import { storeDetailsOf } from './settings-service';
import { recordAudit } from './audit-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { storeRefusals } from './store-messages';

/** Admins work in every store; everyone else in the stores they are assigned to. */
export async function storesOf(db: Executor, staff: Pick<StaffMember, 'id' | 'role'>): Promise<StoreSummary[]> {
  if (staff.role === 'admin')
    return (await storeRepository.findStores(db)).map(({ id, name, currency }) => ({ id, name, currency }));
  return storeRepository.findStoresOfUser(db, staff.id);
}

/** Admins and managers switch between their stores in the header; other roles work where they signed in. */
export const switchesStores = (role: Role) => role === 'admin' || role === 'manager';

/**
 * The store a session works in: the one asked for (a till's store, or the header's switch) when this member may
 * work there, otherwise their first store. Refuses a store they are not assigned to.
 */
export async function resolveStore(
  db: Executor,
  staff: Pick<StaffMember, 'id' | 'name' | 'role'>,
  requested: string | undefined,
): Promise<StoreSummary> {
  const stores = await storesOf(db, staff);
  if (requested === undefined) {
    const first = stores[0];
    if (!first) throw forbidden(saying(storeRefusals.notAssigned, { name: staff.name }));
    return first;
  }
  const store = stores.find((candidate) => candidate.id === requested);
  if (!store) throw forbidden(saying(storeRefusals.doesNotWorkThere, { name: staff.name }));
  return store;
}

/** A new store's first till is named after it ("Downtown Till 1"): till names are unique in the chain. */
async function firstTillName(db: Executor, storeName: string): Promise<string> {
  for (let number = 1; ; number += 1) {
    const name = `${storeName.slice(0, 30).trim()} Till ${number}`;
    if (!(await tillRepository.findTillByName(db, name))) return name;
  }
}

/** Settings › Stores: every store with its details and how many tills and staff it has. */
export async function listChainStores(db: Db): Promise<ChainStore[]> {
  const [rows, counts] = await Promise.all([storeRepository.findStores(db), storeRepository.countTillsAndStaff(db)]);
  return rows.map((row) => ({
    id: row.id,
    ...storeDetailsOf(row),
    tillCount: counts.tills.get(row.id) ?? 0,
    staffCount: counts.staff.get(row.id) ?? 0,
    createdAt: row.created_at,
  }));
}

/**
 * Opens a new store of the chain, in one transaction: its details, a stock row at 0 for every product, the
 * receipt settings of the store it was created from (under its own name) and a first till.
 */
export async function createStore(
  db: Db,
  input: StoreSettingsInput,
  fromStoreId: string,
  actor: StaffMember,
  now: Date,
): Promise<ChainStore> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const taken = (await storeRepository.findStores(trx)).some(
      (store) => store.name.toLowerCase() === input.name.toLowerCase(),
    );
    if (taken)
      throw badRequest(saying(storeRefusals.nameExists, { name: input.name }), [
        { path: 'name', message: saying(storeRefusals.nameTaken) },
      ]);
    await storeRepository.insertStore(trx, {
      id,
      ...storeDetailsColumns(input),
      // Cash is rounded to the smallest coin its currency still has (5 cents in Canada and Australia; none in the
      // US, the euro area or the UK) until the store chooses otherwise.
      cash_rounding_cents: defaultCashRoundingStep(input.currency ?? defaultCurrency),
      is_demo: 0,
      created_at: now.toISOString(),
    });
    await storeRepository.insertEmptyStock(trx, id);
    await storeRepository.copyReceiptSettings(trx, fromStoreId, id, randomUUID());
    await trx
      .insertInto('tills')
      .values({
        id: randomUUID(),
        name: await firstTillName(trx, input.name),
        is_active: 1,
        created_at: now.toISOString(),
        store_id: id,
      })
      .execute();
    await recordAudit(
      trx,
      {
        action: 'store.created',
        userId: actor.id,
        subject: { type: 'store', id },
        summary: `${input.name} · ${[input.city, input.state].filter(Boolean).join(', ') || 'no address yet'}`,
        details: { ...input },
      },
      now,
    );
  });
  const created = (await listChainStores(db)).find((store) => store.id === id);
  if (!created) throw new Error('The new store was not saved');
  return created;
}

import { randomUUID } from 'node:crypto';
import { pinOfLength } from '@tillwise/core/settings/preferences';
import type { CreateStaffInput, StaffAccount, UpdateStaffInput } from '@tillwise/core/staff/staff-admin-schemas';
import { roleLabels } from '@tillwise/core/staff/permissions';
import { asSupportedLocale } from '@tillwise/core/settings/locale-schemas';
import type { Role } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import * as storeRepository from '../db/repositories/store-repository';
import type { Executor } from '../db/database';
import { hashPin } from '../lib/pin-hash';
import { badRequest, notFound, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { getPreferences } from './settings-preference-service';
import { changedFields, recordAudit } from './audit-service';
import { endSessionsOf, forgetSignedInStaff } from './session-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { staffRefusals } from './staff-messages';

type Row = Pick<UsersTable, 'id' | 'name' | 'email' | 'role' | 'language'> & { is_active: number };
const toAccount = (row: Row, storeIds: string[]): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as Role,
  isActive: row.is_active === 1,
  storeIds,
  language: row.language ? asSupportedLocale(row.language) : null,
});

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const [rows, assignments] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'is_active', 'language'])
      .where('kind', '=', 'staff')
      .orderBy('is_active', 'desc')
      .orderBy('name')
      .execute(),
    storeRepository.findAssignments(db),
  ]);
  const storesOf = (userId: string) => assignments.filter((a) => a.user_id === userId).map((a) => a.store_id);
  return rows.map((row) => toAccount(row, storesOf(row.id)));
}

/** The stores named must all exist; returned without repeats, in the order given. */
async function checkStores(db: Executor, storeIds: readonly string[]): Promise<string[]> {
  const known = new Set((await storeRepository.findStores(db)).map((store) => store.id));
  const unique = [...new Set(storeIds)];
  if (unique.length === 0 || unique.some((id) => !known.has(id)))
    throw badRequest(saying(staffRefusals.chooseStores), [
      { path: 'storeIds', message: saying(staffRefusals.chooseAtLeastOneStore) },
    ]);
  return unique;
}

/** A new PIN must have the store's PIN length (Settings → Security). */
async function checkPin(db: Db | Transaction<Database>, pin: string) {
  const { security } = await getPreferences(db);
  const result = pinOfLength(security.pinLength).safeParse(pin);
  if (!result.success) {
    const message: Wording = result.error.issues[0]
      ? reworded(() => pinOfLength(security.pinLength).safeParse(pin).error?.issues[0]?.message)
      : saying(staffRefusals.checkPin);
    throw badRequest(message, [{ path: 'pin', message }]);
  }
}

/** Adds a member of staff with their PIN; an e-mail is optional, and one given can belong to one member only. */
export async function createStaff(
  db: Db,
  storeId: string,
  input: CreateStaffInput,
  actor: StaffMember,
  now: Date,
): Promise<StaffAccount> {
  await checkPin(db, input.pin);
  const pinHash = await hashPin(input.pin);
  return db.transaction().execute(async (trx) => {
    const taken =
      input.email !== null &&
      (await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst());
    if (taken)
      throw badRequest(saying(staffRefusals.emailBelongsToStaff), [
        { path: 'email', message: saying(staffRefusals.emailInUse) },
      ]);
    const row = {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      role: input.role,
      pin_hash: pinHash,
      is_active: 1,
      created_at: now.toISOString(),
      language: input.language ?? null,
    };
    await trx.insertInto('users').values(row).execute();
    const storeIds = await checkStores(trx, input.storeIds ?? [storeId]);
    await storeRepository.replaceStoresOfUser(trx, row.id, storeIds);
    // A store that adds its own staff no longer runs on the demo PINs.
    await trx.updateTable('store').set({ is_demo: 0 }).execute();
    await recordAudit(
      trx,
      {
        action: 'staff.created',
        userId: actor.id,
        subject: { type: 'staff', id: row.id },
        summary: `${row.name} · ${roleLabels[input.role]}`,
        details: { name: row.name, email: row.email, role: row.role, storeIds },
      },
      now,
    );
    return toAccount(row, storeIds);
  });
}

/**
 * Changes a role or (de)activates; the store always keeps at least one active admin. The member's sessions end
 * at once: they sign in again under their new role, or not at all.
 */
export async function updateStaff(
  db: Db,
  id: string,
  input: UpdateStaffInput,
  actor: StaffMember,
  now: Date,
): Promise<StaffAccount> {
  const account = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'is_active', 'language'])
      .where('id', '=', id)
      .where('kind', '=', 'staff')
      .executeTakeFirst();
    if (!user) throw notFound(saying(staffRefusals.notFound));
    const next = {
      role: input.role ?? user.role,
      is_active: input.isActive === undefined ? user.is_active : input.isActive ? 1 : 0,
      language: input.language === undefined ? (user.language ?? null) : input.language,
    };
    const losesAdmin = user.role === 'admin' && user.is_active === 1 && (next.role !== 'admin' || next.is_active === 0);
    if (losesAdmin) {
      const admins = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      if (Number(admins.n) <= 1)
        throw badRequest(saying(staffRefusals.needsActiveAdmin), [
          { path: input.role ? 'role' : 'isActive', message: saying(staffRefusals.lastActiveAdmin) },
        ]);
    }
    await trx.updateTable('users').set(next).where('id', '=', id).execute();
    const storesBefore = (await storeRepository.findStoresOfUser(trx, id)).map((store) => store.id);
    const storeIds = input.storeIds ? await checkStores(trx, input.storeIds) : storesBefore;
    if (input.storeIds) await storeRepository.replaceStoresOfUser(trx, id, storeIds);
    const changes = changedFields(
      { ...user, language: user.language ?? null, storeIds: storesBefore },
      { ...next, storeIds },
    );
    if (Object.keys(changes).length > 0) {
      // What they may do or where changed: they sign in again. Their language alone changes on their next page.
      if (Object.keys(changes).some((field) => field !== 'language')) await endSessionsOf(trx, id);
      await recordAudit(
        trx,
        {
          action: 'staff.changed',
          userId: actor.id,
          subject: { type: 'staff', id },
          summary: `${user.name} · ${describeStaffChange(user, next, 'storeIds' in changes)}`,
          details: { changes },
        },
        now,
      );
    }
    return toAccount({ ...user, ...next }, storeIds);
  });
  forgetSignedInStaff(db);
  return account;
}

function describeStaffChange(
  before: { role: string; is_active: number; language?: string | null },
  after: { role: string; is_active: number; language: string | null },
  storesChanged: boolean,
) {
  const parts: string[] = [];
  if ((before.language ?? null) !== after.language) parts.push(`language ${after.language ?? 'of the store'}`);
  if (storesChanged) parts.push('stores changed');
  if (before.role !== after.role) parts.push(`${roleLabels[before.role as Role]} → ${roleLabels[after.role as Role]}`);
  if (before.is_active !== after.is_active) parts.push(after.is_active ? 'reactivated' : 'deactivated');
  return parts.join(', ');
}

/**
 * Sets a new PIN (of the store's length) and unlocks the account; the demo PINs stop being shown. Sessions signed
 * in with the old PIN end.
 */
export async function resetPin(db: Db, id: string, pin: string, actor: StaffMember, now: Date): Promise<void> {
  await checkPin(db, pin);
  const pinHash = await hashPin(pin);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ pin_hash: pinHash, failed_pin_attempts: 0, locked_until: null })
      .where('id', '=', id)
      .where('kind', '=', 'staff')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(saying(staffRefusals.notFound));
    await trx.updateTable('store').set({ is_demo: 0 }).execute();
    await endSessionsOf(trx, id);
    const user = await trx.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { action: 'staff.pin_reset', userId: actor.id, subject: { type: 'staff', id }, summary: user.name, details: {} },
      now,
    );
  });
  forgetSignedInStaff(db);
}

/** A member's own choice of the language they work in (null: their store's). */
export async function chooseOwnLanguage(db: Db, userId: string, language: string | null): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).where('kind', '=', 'staff').execute();
}

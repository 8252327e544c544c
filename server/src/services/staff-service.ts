import { randomUUID } from 'node:crypto';
import { pinOfLength } from '@tillwise/core/settings/preferences';
import type { CreateStaffInput, StaffAccount, UpdateStaffInput } from '@tillwise/core/staff/staff-admin-schemas';
import type { Role } from '@tillwise/core/staff/permissions';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UsersTable } from '../db/schema';
import { hashPin } from '../lib/pin-hash';
import { badRequest, notFound } from '../lib/errors';
import { getPreferences } from './settings-service';
import { forgetSignedInStaff } from './session-service';

type Row = Pick<UsersTable, 'id' | 'name' | 'email' | 'role'> & { is_active: number };
const toAccount = (row: Row): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as Role,
  isActive: row.is_active === 1,
});

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'is_active'])
    .orderBy('is_active', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(toAccount);
}

/** A new PIN must have the store's PIN length (Settings → Security). */
async function checkPin(db: Db | Transaction<Database>, pin: string) {
  const { security } = await getPreferences(db);
  const result = pinOfLength(security.pinLength).safeParse(pin);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Check the PIN';
    throw badRequest(message, [{ path: 'pin', message }]);
  }
}

/** Adds a member of staff with their PIN; an email can belong to one member only. */
export async function createStaff(db: Db, input: CreateStaffInput, now: Date): Promise<StaffAccount> {
  await checkPin(db, input.pin);
  const pinHash = await hashPin(input.pin);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (taken)
      throw badRequest('That email already belongs to a member of staff', [
        { path: 'email', message: 'Email already in use' },
      ]);
    const row = {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      role: input.role,
      pin_hash: pinHash,
      is_active: 1,
      created_at: now.toISOString(),
    };
    await trx.insertInto('users').values(row).execute();
    // A store that adds its own staff no longer runs on the demo PINs.
    await trx.updateTable('store').set({ is_demo: 0 }).execute();
    return toAccount(row);
  });
}

/** Changes a role or (de)activates; the store always keeps at least one active admin. */
export async function updateStaff(db: Db, id: string, input: UpdateStaffInput): Promise<StaffAccount> {
  const account = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'is_active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw notFound('Staff member not found');
    const next = {
      role: input.role ?? user.role,
      is_active: input.isActive === undefined ? user.is_active : input.isActive ? 1 : 0,
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
        throw badRequest('The store needs at least one active admin', [
          { path: input.role ? 'role' : 'isActive', message: 'This is the last active admin' },
        ]);
    }
    await trx.updateTable('users').set(next).where('id', '=', id).execute();
    if (next.is_active === 0) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    return toAccount({ ...user, ...next });
  });
  forgetSignedInStaff(db);
  return account;
}

/** Sets a new PIN (of the store's length) and unlocks the account; the demo PINs stop being shown. */
export async function resetPin(db: Db, id: string, pin: string): Promise<void> {
  await checkPin(db, pin);
  const pinHash = await hashPin(pin);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ pin_hash: pinHash, failed_pin_attempts: 0, locked_until: null })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('Staff member not found');
    await trx.updateTable('store').set({ is_demo: 0 }).execute();
  });
}

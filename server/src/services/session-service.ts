import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ManagerApproval } from '@tillwise/core/shift/shift-schemas';
import { can, rolePermissions } from '@tillwise/core/staff/permissions';
import type { Permission, Role } from '@tillwise/core/staff/permissions';
import type { SignInInput, SignInRoster, StaffMember } from '@tillwise/core/staff/staff-schemas';
import { busOf, catchUpTopic } from '../db/change-bus';
import type { Db, Executor } from '../db/database';
import { demoPins } from '@tillwise/core/staff/demo-pins';
import * as staffRepository from '../db/repositories/staff-repository';
import { retryAfterMs } from '../lib/attempt-limiter';
import { verifyPin } from '../lib/pin-hash';
import { forbidden, tooManyRequests, unauthorized } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { sessionFormat } from './session-format';
import { resolveStore, storesOf, switchesStores } from './store-service';
import * as settingsRepository from '../db/repositories/settings-repository';
import { saying } from '@tillwise/core/i18n/core-message';
import { sessionRefusals } from './session-messages';

export const maxWrongPins = 5;
export const lockMinutes = 5;
export const sessionHours = 12;
/** A session in use is renewed for another sessionHours, but never beyond this long after sign-in. */
export const sessionMaxDays = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function toStaffMember(row: { id: string; name: string; email: string | null; role: string }): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role as Role };
}

/**
 * Ends every session of a member of staff whose role, PIN or access changed: they sign in again under the new
 * rules on every device, at once (the remembered sessions are forgotten too).
 */
export async function endSessionsOf(db: Executor, userId: string) {
  await staffRepository.deleteSessionsOf(db, userId);
}

/**
 * Forgets every remembered session, on every server sharing the database; call after the transaction that ended
 * sessions has committed.
 */
export function forgetSignedInStaff(db: Db) {
  sessionCacheOf(db).clear();
  void busOf(db).publish(sessionsEndedTopic, { tokenHash: null });
}

const sessionsEndedTopic = 'sessions.ended';

/**
 * Beside each user's own lock (five wrong PINs), one device may not walk through the staff list guessing: twenty
 * wrong PINs from one address in fifteen minutes pause sign-in from it, on every server sharing the database.
 */
export const wrongPinsPerAddress = { max: 20, windowMinutes: 15 };
const addressWindowMs = wrongPinsPerAddress.windowMinutes * 60_000;

/** Refuses sign-in from an address that typed too many wrong PINs lately, saying how long it waits. */
export async function checkAddress(db: Db, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - addressWindowMs).toISOString();
  const failedAt = (await staffRepository.findSignInFailures(db, address, since)).map((at) => Date.parse(at));
  const waitMs = retryAfterMs(failedAt, wrongPinsPerAddress.max, addressWindowMs, now.getTime());
  if (waitMs <= 0) return;
  const minutes = Math.ceil(waitMs / 60_000);
  throw tooManyRequests(
    minutes === 1
      ? saying(sessionRefusals.deviceLockedOneMinute)
      : saying(sessionRefusals.deviceLockedMinutes, { minutes }),
  );
}

/** Counts a wrong PIN against the address it came from. */
export async function recordWrongPinFrom(db: Db, address: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - addressWindowMs).toISOString();
  await staffRepository.recordSignInFailure(db, { id: randomUUID(), address, at: now.toISOString() }, forgetBefore);
}

/**
 * Who can sign in (on a till: who works in its store), and the demo PINs while the chain still runs on demo data.
 */
export async function getSignInRoster(db: Db, productName: string, storeId?: string): Promise<SignInRoster> {
  const [users, demo] = await Promise.all([
    storeId ? staffRepository.findActiveUsersOfStore(db, storeId) : staffRepository.findActiveUsers(db),
    staffRepository.isDemo(db),
  ]);
  return {
    productName,
    staff: users.map(({ id, name, role }) => ({ id, name, role: role as Role })),
    demoPins: demo ? demoPins : null,
  };
}

type UserRow = NonNullable<Awaited<ReturnType<typeof staffRepository.findUserById>>>;

/**
 * Checks a staff member's PIN. Five wrong PINs in a row lock that user for five minutes, wherever they were typed
 * (sign-in or a manager's approval); a right PIN resets the count.
 */
async function checkPin(db: Db, user: UserRow, pin: string, now: Date, wrong: (message: Wording) => Error) {
  const lockedFor = user.locked_until ? new Date(user.locked_until).getTime() - now.getTime() : 0;
  if (lockedFor > 0) {
    const minutes = Math.ceil(lockedFor / 60_000);
    throw tooManyRequests(
      minutes === 1
        ? saying(sessionRefusals.lockedOneMinute, { name: user.name })
        : saying(sessionRefusals.lockedMinutes, { name: user.name, minutes }),
    );
  }
  if (!(await verifyPin(pin, user.pin_hash))) {
    const failed = await staffRepository.countWrongPin(db, user.id);
    if (failed >= maxWrongPins) {
      const until = new Date(now.getTime() + lockMinutes * 60_000).toISOString();
      await staffRepository.updatePinAttempts(db, user.id, 0, until);
      throw tooManyRequests(saying(sessionRefusals.nowLocked, { name: user.name, minutes: lockMinutes }));
    }
    const left = maxWrongPins - failed;
    throw wrong(
      left === 1 ? saying(sessionRefusals.wrongPinOneLeft) : saying(sessionRefusals.wrongPinAttemptsLeft, { left }),
    );
  }
  if (user.failed_pin_attempts > 0) await staffRepository.updatePinAttempts(db, user.id, 0, null);
}

/**
 * A manager's PIN typed on someone else's till approves one action: the approver must be active and hold the
 * permission. A wrong PIN counts towards that manager's lock. Answers 403, never 401: the till stays signed in.
 */
export async function verifyApproval(
  db: Db,
  approval: ManagerApproval,
  permission: Permission,
  now: Date,
): Promise<StaffMember> {
  const user = await staffRepository.findUserById(db, approval.userId);
  if (!user || !user.is_active) throw forbidden(saying(sessionRefusals.chooseManager));
  const approver = toStaffMember(user);
  if (!can(approver.role, permission)) throw forbidden(saying(sessionRefusals.cannotApprove, { name: approver.name }));
  await checkPin(db, user, approval.pin, now, (message) => forbidden(message, [{ path: 'approval.pin', message }]));
  return approver;
}

/**
 * Signs a staff member in with their PIN (locking after five wrong ones). Returns the session token for the cookie.
 */
export async function signIn(
  db: Db,
  input: SignInInput,
  now: Date,
): Promise<{ token: string; user: StaffMember; storeId: string; expiresAt: Date }> {
  const user = await staffRepository.findUserById(db, input.userId);
  if (!user || !user.is_active) throw unauthorized(saying(sessionRefusals.unknownStaffMember));
  await checkPin(db, user, input.pin, now, unauthorized);
  const store = await resolveStore(db, toStaffMember(user), input.storeId);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionHours * 3_600_000);
  await db.transaction().execute(async (trx) => {
    await staffRepository.deleteExpiredSessions(trx, now.toISOString());
    await staffRepository.insertSession(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      store_id: store.id,
    });
  });
  return { token, user: toStaffMember(user), storeId: store.id, expiresAt };
}

// Every request checks its session; a few seconds of memory spare each till request a database read. A staff
// member deactivated elsewhere loses access within this window; signing out forgets the session at once.
const sessionCacheMs = 5_000;
const sessionCaches = new WeakMap<Db, Map<string, { staff: StaffMember; storeId: string; until: number }>>();
const sessionCacheOf = (db: Db) => {
  let cache = sessionCaches.get(db);
  if (!cache) {
    const made = new Map<string, { staff: StaffMember; storeId: string; until: number }>();
    sessionCaches.set(db, (cache = made));
    // Sessions ended on another server are forgotten here too; after the database was away, all of them, since
    // their ends may have been missed.
    const bus = busOf(db);
    bus.subscribe(sessionsEndedTopic, (message) => {
      const { tokenHash } = message as { tokenHash: string | null };
      if (tokenHash) made.delete(tokenHash);
      else made.clear();
    });
    bus.subscribe(catchUpTopic, () => made.clear());
  }
  return cache;
};

/** Ends a session; ending one that no longer exists is not an error. */
export async function signOut(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  sessionCacheOf(db).delete(tokenHash);
  await staffRepository.deleteSession(db, tokenHash);
  await busOf(db).publish(sessionsEndedTopic, { tokenHash });
}

export interface SignedInSession {
  staff: StaffMember;
  /** The store this session works in. */
  storeId: string;
  /** Set when this request renewed the session: the cookie should live until then. */
  renewedUntil: Date | null;
}

/**
 * The signed-in staff member behind a session token, or null when it is unknown, expired or deactivated. A session
 * past half its life is renewed (a till in use stays signed in through a long day), up to sessionMaxDays.
 */
export async function findSignedInStaff(db: Db, token: string, now: Date): Promise<SignedInSession | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenHash);
  if (cached && cached.until > now.getTime())
    return { staff: cached.staff, storeId: cached.storeId, renewedUntil: null };
  const row = await staffRepository.findSessionUser(db, tokenHash, now.toISOString());
  if (!row) {
    cache.delete(tokenHash);
    return null;
  }
  const staff = toStaffMember(row);
  const storeId = row.store_id ?? (await resolveStore(db, staff, undefined)).id;
  if (cache.size > 10_000) cache.clear();
  cache.set(tokenHash, { staff, storeId, until: now.getTime() + sessionCacheMs });
  return { staff, storeId, renewedUntil: await renewIfHalfSpent(db, tokenHash, row, now) };
}

async function renewIfHalfSpent(db: Db, tokenHash: string, row: { created_at: string; expires_at: string }, now: Date) {
  const lifetimeMs = sessionHours * 3_600_000;
  const leftMs = new Date(row.expires_at).getTime() - now.getTime();
  if (leftMs > lifetimeMs / 2) return null;
  const latest = new Date(row.created_at).getTime() + sessionMaxDays * 86_400_000;
  const until = Math.min(now.getTime() + lifetimeMs, latest);
  if (until <= new Date(row.expires_at).getTime()) return null;
  const renewedUntil = new Date(until);
  await staffRepository.extendSession(db, tokenHash, renewedUntil.toISOString());
  return renewedUntil;
}

/** Moves a session to another of the member's stores; only admins and managers switch store. */
export async function switchStore(db: Db, token: string, staff: StaffMember, storeId: string): Promise<void> {
  if (!switchesStores(staff.role)) throw forbidden(saying(sessionRefusals.onlyManagersSwitchStore));
  const store = await resolveStore(db, staff, storeId);
  const tokenHash = hashToken(token);
  await staffRepository.updateSessionStore(db, tokenHash, store.id);
  sessionCacheOf(db).delete(tokenHash);
  await busOf(db).publish(sessionsEndedTopic, { tokenHash });
}

/** The session as the browser sees it: the user, their permissions, their store and the product's name. */
export async function describeSession(db: Db, user: StaffMember, storeId: string, productName: string) {
  const stores = await storesOf(db, user);
  const store = stores.find((candidate) => candidate.id === storeId) ?? (await resolveStore(db, user, undefined));
  const [storeRow, userRow] = await Promise.all([
    settingsRepository.findStoreRow(db, store.id),
    staffRepository.findUserById(db, user.id),
  ]);
  return {
    user,
    permissions: [...rolePermissions[user.role]],
    productName,
    store,
    stores: switchesStores(user.role) ? stores : [store],
    format: sessionFormat(storeRow, userRow),
  };
}

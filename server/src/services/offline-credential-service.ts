import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { can } from '@tillwise/core/staff/permissions';
import type { Permission, Role } from '@tillwise/core/staff/permissions';
import { offlineCredentialClaimsSchema, offlineCredentialHours } from '@tillwise/core/staff/offline-credential';
import type { OfflineCredential, OfflineCredentialClaims } from '@tillwise/core/staff/offline-credential';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import * as credentialRepository from '../db/repositories/credential-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { offlineCredentialRefusals } from './offline-credential-messages';

// Offline credentials: a signed statement that a person may act on one till of one store until a time, issued when
// they sign in there online. The till keeps it encrypted under their PIN; each sale or refund it takes offline
// carries it, and the server files the action under that person only when the signature, till, store, person,
// time and the person's current role, PIN and account all agree. HMAC-SHA256 with a secret only the servers hold.

/** How far a till's clock may run ahead of the server's before a capture is "in the future". */
const clockSkewMs = 5 * 60_000;

const keys = new WeakMap<Db | Executor, Promise<string>>();

function signingKey(db: Executor): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = credentialRepository.findOrCreateCredentialKey(
      db,
      randomBytes(32).toString('base64url'),
      new Date().toISOString(),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A digest of what, when it changes, takes back a person's offline credentials: role, PIN, being active. */
const holderState = (user: { role: string; is_active: number; pin_hash: string }) =>
  createHash('sha256').update(`${user.role}|${user.is_active}|${user.pin_hash}`).digest('base64url').slice(0, 22);

/** Issues the signed-in person an offline credential for this till of their store. */
export async function issueOfflineCredential(
  db: Db,
  staff: StaffMember,
  storeId: string,
  tillId: string,
  now: Date,
): Promise<OfflineCredential> {
  const till = await tillRepository.findTill(db, tillId);
  if (!till || till.store_id !== storeId || !till.is_active) {
    throw badRequest(saying(offlineCredentialRefusals.tillNotOfStore), [
      { path: 'tillId', message: saying(offlineCredentialRefusals.unknownTill) },
    ]);
  }
  const holder = await credentialRepository.findCredentialHolder(db, staff.id);
  if (!holder || holder.is_active !== 1) throw badRequest(saying(offlineCredentialRefusals.accountNotActive));
  const expiresAt = new Date(now.getTime() + offlineCredentialHours * 3_600_000).toISOString();
  const claims: OfflineCredentialClaims = {
    v: 1,
    userId: staff.id,
    tillId,
    storeId,
    role: holder.role,
    state: holderState(holder),
    issuedAt: now.toISOString(),
    expiresAt,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { credential: `${payload}.${sign(payload, await signingKey(db))}`, expiresAt };
}

/**
 * When a till says it took something offline: not in the future (beyond the clock skew allowed), and not longer
 * ago than an offline credential lasts.
 */
export function checkCaptureTime(capturedAt: string, now: Date) {
  const captured = Date.parse(capturedAt);
  if (captured > now.getTime() + clockSkewMs) throw new HeldForReview('It says it was taken in the future');
  if (captured < now.getTime() - offlineCredentialHours * 3_600_000) {
    throw new HeldForReview(`It says it was taken more than ${offlineCredentialHours} hours ago`);
  }
}

/** An offline action whose proof did not hold: kept for a manager rather than recorded or lost. */
export class HeldForReview extends Error {
  name = 'HeldForReview';
}

/** The claims of a credential the servers signed, or null for a forged or damaged one. */
async function readCredential(db: Executor, credential: string): Promise<OfflineCredentialClaims | null> {
  const [payload, signature] = credential.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, await signingKey(db)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = offlineCredentialClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Who took an offline action, proven by their credential: the signature is the servers', and it was issued to that
 * person for this till of this store, before the capture and not expired at it; the capture is not in the future;
 * the person is still active with the role and PIN they had, and that role may do it. Otherwise HeldForReview says
 * why.
 */
export async function provenTaker(
  db: Executor,
  credential: string,
  expect: { storeId: string; tillId: string; takenBy: string; capturedAt: string; permission: Permission; now: Date },
): Promise<StaffMember> {
  const claims = await readCredential(db, credential);
  if (!claims) throw new HeldForReview('Its offline credential is not one the server issued');
  if (claims.userId !== expect.takenBy) throw new HeldForReview('Its offline credential was issued to someone else');
  if (claims.storeId !== expect.storeId) throw new HeldForReview('Its offline credential is for another store');
  if (claims.tillId !== expect.tillId) throw new HeldForReview('Its offline credential is for another till');
  checkCaptureTime(expect.capturedAt, expect.now);
  const captured = Date.parse(expect.capturedAt);
  if (captured < Date.parse(claims.issuedAt) - clockSkewMs) {
    throw new HeldForReview('It says it was taken before its offline credential was issued');
  }
  if (captured > Date.parse(claims.expiresAt)) {
    throw new HeldForReview('Its offline credential had expired when it was taken');
  }
  const holder = await credentialRepository.findCredentialHolder(db, claims.userId);
  if (!holder || holder.is_active !== 1 || holderState(holder) !== claims.state) {
    throw new HeldForReview(
      `${holder?.name ?? 'Its taker'}’s role, PIN or account has changed since: the credential no longer holds`,
    );
  }
  if (!can(claims.role as Role, expect.permission)) {
    throw new HeldForReview(`${holder.name} may not do that`);
  }
  return { id: holder.id, name: holder.name, email: holder.email, role: holder.role as Role };
}

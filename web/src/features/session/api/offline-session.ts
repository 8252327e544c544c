import type { Session, SignInRoster } from '@tillwise/core/staff/staff-schemas';
import { localDb } from '@/lib/local-db';
import type { PinVerifier } from '@/lib/local-db';
import type { OfflineCredential } from '@tillwise/core/staff/offline-credential';

/**
 * Signing in on a till while the server is away. A member who has signed in on this till online before leaves a
 * check of their PIN here (PBKDF2, its own salt), with the session they had; offline, the PIN they type is checked
 * against it, with its own lockout. What this trades is in docs/architecture.md ("Offline sign-in").
 */
const iterations = 200_000;
const maxAttempts = 5;
const lockMinutes = 5;

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);

async function pinHash(pin: string, salt: Uint8Array, rounds: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds },
    key,
    256,
  );
  return toHex(bits);
}

/** Browsers give PBKDF2 to secure pages only (https, or localhost): elsewhere there is no offline sign-in. */
const canCheckPins = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/** Keeps a check of the PIN of someone who just signed in online on this till, and their credential sealed under it. */
export async function rememberSignIn(session: Session, pin: string, issued: OfflineCredential | null): Promise<void> {
  if (!canCheckPins()) return;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const verifier: PinVerifier = {
    userId: session.user.id,
    salt: toHex(salt),
    iterations,
    hash: await pinHash(pin, salt, iterations),
    failedAttempts: 0,
    lockedUntil: null,
    session,
    ...(issued && { credential: await (await import('./offline-credential')).sealCredential(issued, pin, iterations) }),
  };
  await (await localDb()).put('pinVerifiers', verifier);
}

/** Why signing in without the server failed, for the sign-in screen to say in the person's language. */
export type OfflineSignInFailure = 'notKnownHere' | 'locked' | 'wrongPin';

export class OfflineSignInError extends Error {
  name = 'OfflineSignInError';
  readonly reason: OfflineSignInFailure;
  readonly lockMinutes: number;
  constructor(message: string, reason: OfflineSignInFailure, minutes = 0) {
    super(message);
    this.reason = reason;
    this.lockMinutes = minutes;
  }
}

export async function signInOffline(userId: string, pin: string, now = new Date()): Promise<Session> {
  const db = await localDb();
  const verifier = await db.get('pinVerifiers', userId);
  if (!verifier || !canCheckPins())
    throw new OfflineSignInError(
      'The server cannot be reached, and only staff who have signed in on this till before can sign in without it.',
      'notKnownHere',
    );
  if (verifier.lockedUntil && verifier.lockedUntil > now.toISOString())
    throw new OfflineSignInError(`Too many wrong PINs. Try again after ${lockMinutes} minutes.`, 'locked', lockMinutes);
  if ((await pinHash(pin, fromHex(verifier.salt), verifier.iterations)) !== verifier.hash) {
    const failedAttempts = verifier.failedAttempts + 1;
    const locked = failedAttempts >= maxAttempts;
    await db.put('pinVerifiers', {
      ...verifier,
      failedAttempts: locked ? 0 : failedAttempts,
      lockedUntil: locked ? new Date(now.getTime() + lockMinutes * 60_000).toISOString() : null,
    });
    throw locked
      ? new OfflineSignInError(`Too many wrong PINs. Try again after ${lockMinutes} minutes.`, 'locked', lockMinutes)
      : new OfflineSignInError('Wrong PIN', 'wrongPin');
  }
  await db.put('pinVerifiers', { ...verifier, failedAttempts: 0, lockedUntil: null });
  const { keepOpenCredential, openCredential } = await import('./offline-credential');
  const credential = verifier.credential ? await openCredential(verifier.credential, pin) : null;
  await keepOpenCredential(credential ? { userId, credential } : null);
  await keepSession(verifier.session, { madeOffline: true });
  return verifier.session;
}

/**
 * The session this till is signed in with, kept so a reload while the server is away opens where staff were.
 * `madeOffline`: signed in without the server, so the server's own cookie (if any) is someone else's or none.
 */
export async function keepSession(session: Session | null, { madeOffline = false } = {}): Promise<void> {
  const tx = (await localDb()).transaction('meta', 'readwrite');
  await Promise.all([
    tx.store.put(session, 'currentSession'),
    tx.store.put(session !== null && madeOffline, 'sessionMadeOffline'),
    tx.done,
  ]);
}

export async function keptSession(): Promise<{ session: Session | null; madeOffline: boolean }> {
  const db = await localDb();
  const session = ((await db.get('meta', 'currentSession')) as Session | null | undefined) ?? null;
  return { session, madeOffline: Boolean(await db.get('meta', 'sessionMadeOffline')) };
}

/** Signed out while the server was away: its session must end as soon as it can hear us. */
export async function markSignOutOwed(owed: boolean): Promise<void> {
  await (await localDb()).put('meta', owed, 'signOutOwed');
}
export const signOutOwed = async () => Boolean(await (await localDb()).get('meta', 'signOutOwed'));

export async function keepRoster(storeId: string | undefined, roster: SignInRoster): Promise<void> {
  await (await localDb()).put('meta', roster, `roster:${storeId ?? ''}`);
}
export const keptRoster = async (storeId: string | undefined) =>
  ((await (await localDb()).get('meta', `roster:${storeId ?? ''}`)) as SignInRoster | undefined) ?? null;

import type { OfflineCredential } from '@tillwise/core/staff/offline-credential';
import { api } from '@/lib/api-client';
import { localDb } from '@/lib/local-db';
import type { SealedCredential } from '@/lib/local-db';

// The offline credential the server issues a person on this till when they sign in online: proof, when the till
// sends what they took offline, that it was them. It is kept sealed under a key derived from their PIN (PBKDF2, its
// own salt, AES-GCM), so it opens only when that PIN is typed on this till; while they are signed in, the open one
// is kept for the sales they take, and forgotten when they sign out.

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => new Uint8Array(hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);

async function sealingKey(pin: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function sealCredential(
  issued: OfflineCredential,
  pin: string,
  iterations: number,
): Promise<SealedCredential> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await sealingKey(pin, salt, iterations);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv as BufferSource },
    key,
    new TextEncoder().encode(issued.credential),
  );
  return { salt: toHex(salt), iv: toHex(iv), iterations, data: toHex(data), expiresAt: issued.expiresAt };
}

/** The credential sealed under this PIN, or null when the PIN does not open it. */
export async function openCredential(sealed: SealedCredential, pin: string): Promise<string | null> {
  try {
    const key = await sealingKey(pin, fromHex(sealed.salt), sealed.iterations);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromHex(sealed.iv) as BufferSource },
      key,
      fromHex(sealed.data) as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Asks the server for the signed-in person's credential on this till. */
export const issueOfflineCredential = (tillId: string) =>
  api.post<OfflineCredential>('/offline-credentials', { body: { tillId } });

/** The open credential of whoever is signed in on this till, kept for what they take offline. */
export async function keepOpenCredential(open: { userId: string; credential: string } | null): Promise<void> {
  await (await localDb()).put('meta', open, 'openCredential');
}

/** The credential of `userId` if they are the one signed in with it open here; otherwise none. */
export async function openCredentialOf(userId: string): Promise<string | null> {
  const open = (await (await localDb()).get('meta', 'openCredential')) as
    { userId: string; credential: string } | null | undefined;
  return open?.userId === userId ? open.credential : null;
}

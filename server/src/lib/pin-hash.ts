import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>;
const keyLength = 32;

/** Hashes a PIN with scrypt and a random salt, as `scrypt$<salt>$<hash>` (base64url). */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, keyLength);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Checks a PIN against a stored hash in constant time. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(saltText, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

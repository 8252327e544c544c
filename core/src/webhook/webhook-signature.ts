import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How long a receiver should accept a signed delivery after its timestamp: older ones may be replays. */
export const signatureToleranceSeconds = 300;

/** The Tillwise-Signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signWebhookBody(secret: string, timestampSeconds: number, body: string): string {
  const mac = bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${timestampSeconds}.${body}`)));
  return `t=${timestampSeconds},v1=${mac}`;
}

/** A receiver's check: the signature matches the body and was made within the tolerance of `nowSeconds`. */
export function verifyWebhookSignature(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > signatureToleranceSeconds) return false;
  const expected = signWebhookBody(secret, timestamp, body).split('v1=')[1] ?? '';
  const given = parts.v1 ?? '';
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

import { describe, expect, it } from 'vitest';
import { openCredential, sealCredential } from './offline-credential';

describe('a sealed offline credential', () => {
  it('opens with the PIN it was sealed under, and with no other', async () => {
    const issued = { credential: 'claims.signature', expiresAt: '2026-11-27T12:00:00.000Z' };
    const sealed = await sealCredential(issued, '3333', 1000);
    expect(sealed.data).not.toContain('claims');
    expect(await openCredential(sealed, '3333')).toBe('claims.signature');
    expect(await openCredential(sealed, '3334')).toBeNull();
    const flipped = `${sealed.data.startsWith('0') ? '1' : '0'}${sealed.data.slice(1)}`;
    expect(await openCredential({ ...sealed, data: flipped }, '3333')).toBeNull();
  });
});

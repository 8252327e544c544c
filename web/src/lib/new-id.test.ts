import { afterEach, expect, it, vi } from 'vitest';
import { newId } from './new-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

it('makes version 4 UUIDs, different each time', () => {
  const ids = new Set(Array.from({ length: 1000 }, newId));
  expect(ids.size).toBe(1000);
  for (const id of ids) expect(id).toMatch(uuid);
});

it('makes them where the page is not a secure context (no crypto.randomUUID)', () => {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
  expect(typeof crypto.randomUUID).toBe('undefined');
  expect(newId()).toMatch(uuid);
  expect(newId()).not.toBe(newId());
});

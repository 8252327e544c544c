import { describe, expect, it } from 'vitest';
import { isPastKeeping, outboxKeepCutoff, returnWindowDays } from './outbox-retention';
import type { OutboxState } from './outbox';

const now = new Date('2026-11-26T10:00:00.000Z');
const cutoff = outboxKeepCutoff(now);

describe('outboxKeepCutoff', () => {
  it('is the return window before now', () => {
    expect(returnWindowDays).toBe(30);
    expect(cutoff.toISOString()).toBe('2026-10-27T10:00:00.000Z');
    expect(outboxKeepCutoff(now, 7).toISOString()).toBe('2026-11-19T10:00:00.000Z');
  });
});

describe('isPastKeeping', () => {
  it.each<[OutboxState, string, boolean]>([
    ['synced', '2026-10-27T09:59:59.999Z', true],
    ['synced', '2026-10-27T10:00:00.000Z', false],
    ['synced', '2026-11-26T09:00:00.000Z', false],
    ['synced', '2025-11-26T10:00:00.000Z', true],
    ['pending', '2025-11-26T10:00:00.000Z', false],
    ['refused', '2025-11-26T10:00:00.000Z', false],
    ['pending', '2026-11-26T09:00:00.000Z', false],
  ])('a %s entry recorded at %s: %s', (state, createdAt, expected) => {
    expect(isPastKeeping({ state, createdAt }, cutoff)).toBe(expected);
  });
});

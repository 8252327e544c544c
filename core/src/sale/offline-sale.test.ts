import { describe, expect, it } from 'vitest';
import { offlineCardOverLimit, offlineInstant, offlinePointsTaken, shownPriceDiffers } from './offline-sale';

const now = new Date('2026-03-10T15:00:00.000Z');

describe('offlineInstant', () => {
  it.each([
    ['2026-03-10T09:30:00Z', '2026-03-10T09:30:00.000Z'],
    ['2026-03-10T10:30:00+01:00', '2026-03-10T09:30:00.000Z'],
    ['2026-03-09T23:59:59.999Z', '2026-03-09T23:59:59.999Z'],
    ['2026-03-10T15:00:00Z', '2026-03-10T15:00:00.000Z'],
    ['2026-03-10T16:00:00Z', '2026-03-10T15:00:00.000Z'],
    ['2027-01-01T00:00:00Z', '2026-03-10T15:00:00.000Z'],
  ])('takes %s as %s', (capturedAt, expected) => {
    expect(offlineInstant(capturedAt, now).toISOString()).toBe(expected);
  });
});

describe('offlineCardOverLimit', () => {
  it.each([
    [[{ method: 'card', amountCents: 20_000 }], 20_000, null],
    [[{ method: 'cash', amountCents: 90_000 }], 20_000, null],
    [[{ method: 'card', amountCents: 20_001 }], 20_000, 0],
    [
      [
        { method: 'cash', amountCents: 100 },
        { method: 'card', amountCents: 5_000 },
        { method: 'card', amountCents: 25_000 },
      ],
      20_000,
      2,
    ],
    [[{ method: 'card', amountCents: 1 }], 0, 0],
  ] as const)('%j against %i → index %s', (tenders, limit, index) => {
    const result = offlineCardOverLimit(tenders, limit);
    expect(result?.index ?? null).toBe(index);
  });

  it('says the limit', () => {
    expect(offlineCardOverLimit([{ method: 'card', amountCents: 30_000 }], 20_000)?.message).toBe(
      'A card payment taken offline may be at most $200.00',
    );
  });
});

describe('offlinePointsTaken', () => {
  it.each([
    [500, 800, 500, 0],
    [800, 800, 800, 0],
    [900, 800, 800, 100],
    [300, 0, 0, 300],
    [300, -20, 0, 300],
  ])('%i requested of %i → %i taken, %i short', (requested, balance, taken, shortfall) => {
    expect(offlinePointsTaken(requested, balance)).toEqual({ taken, shortfall });
  });
});

describe('shownPriceDiffers', () => {
  const line = { shownPriceCents: 899, catalogPriceCents: 899, shownTaxBps: 800, catalogTaxBps: 800 };
  it.each([
    [[line], false],
    [[line, { ...line, shownPriceCents: 799 }], true],
    [[{ ...line, shownTaxBps: 750 }], true],
    [[], false],
  ])('%j → %s', (lines, expected) => expect(shownPriceDiffers(lines)).toBe(expected));
});

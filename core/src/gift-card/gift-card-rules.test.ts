import { describe, expect, it } from 'vitest';
import {
  giftCardCodeError,
  giftCardLoadError,
  giftCardReturnError,
  giftCardShortMessage,
  maxGiftCardBalanceCents,
  normaliseGiftCardCode,
  unknownGiftCardMessage,
} from './gift-card-rules';
import { giftCardCodeSchema } from './gift-card-schemas';

describe('gift card codes', () => {
  it.each([
    ['  gc-1234 ', 'GC-1234'],
    ['Gc-ab12', 'GC-AB12'],
    ['ABCD', 'ABCD'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normaliseGiftCardCode(typed)).toBe(stored);
    expect(giftCardCodeSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['GC-1234', '', null],
    ['1234', '', null],
    ['a'.repeat(32), '', null],
    ['', '', 'Enter the gift card code'],
    ['   ', '', 'Enter the gift card code'],
    ['ABC', '', 'Use 4–32 letters, digits or dashes'],
    ['a'.repeat(33), '', 'Use 4–32 letters, digits or dashes'],
    ['GC 1234', '', 'Use 4–32 letters, digits or dashes'],
    ['GC_1234', '', 'Use 4–32 letters, digits or dashes'],
    ['GC-ÄÖ12', '', 'Use 4–32 letters, digits or dashes'],
    ['gc-1234', 'GC-', null],
    ['GC-1234', 'gc-', null],
    ['XY-1234', 'GC-', 'Gift card codes start with GC-'],
    ['GIFT', 'gift', 'Add the card’s number after GIFT'],
  ])('%j with prefix %j: %s', (code, prefix, error) => {
    expect(giftCardCodeError(code, prefix)).toBe(error);
  });

  it('refuses the same codes in the API schema as the rule does (prefix aside)', () => {
    for (const code of ['ABC', 'GC 1234', 'x'.repeat(33), '']) {
      expect(giftCardCodeSchema.safeParse(code).success).toBe(false);
    }
  });
});

describe('gift card amounts', () => {
  it.each([
    [100, 0, null],
    [2_500, 0, null],
    [200_000, 0, null],
    [99, 0, 'Load at least $1.00'],
    [0, 0, 'Load at least $1.00'],
    [-500, 0, 'Load at least $1.00'],
    [200_001, 0, 'Load at most $2,000.00'],
    [12.5, 0, 'Enter an amount like 25.00'],
    [Number.NaN, 0, 'Enter an amount like 25.00'],
    [5_000, 150_000, null],
    [5_001, 195_000, 'A gift card holds at most $2,000.00: this one holds $1,950.00, so add at most $50.00'],
    [100, 200_000, 'A gift card holds at most $2,000.00: this one holds $2,000.00, so add at most $0.00'],
  ])('loading %i cents onto a card holding %i: %s', (amount, balance, error) => {
    expect(giftCardLoadError(amount, balance)).toBe(error);
  });

  it('keeps the most a card holds at $2,000.00', () => {
    expect(maxGiftCardBalanceCents).toBe(200_000);
  });

  it.each([
    [1_250, 0, null],
    [1, 199_999, null],
    [0, 0, 'The amount must be more than $0.00'],
    [-1, 500, 'The amount must be more than $0.00'],
    [2, 199_999, 'Gift card GC-1 would hold more than $2,000.00: refund the rest another way'],
  ])('returning %i cents to a card holding %i: %s', (amount, balance, error) => {
    expect(giftCardReturnError('gc-1', amount, balance)).toBe(error);
  });
});

describe('gift card messages', () => {
  it('names the code as stored and the balance in dollars', () => {
    expect(unknownGiftCardMessage(' gc-1234')).toBe('No gift card with code GC-1234');
    expect(giftCardShortMessage('gc-1234', 1_250)).toBe('Gift card GC-1234 holds only $12.50');
  });
});

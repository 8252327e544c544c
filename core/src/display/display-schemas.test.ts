import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayCodeAlphabet,
  displayCodeFormatMessage,
  displayCodeSchema,
  displayStateSchema,
  maxDisplayLines,
  newPairingCode,
  publishDisplayInputSchema,
} from './display-schemas';

const line = {
  name: 'Potting soil',
  giftCard: false,
  quantity: 1,
  unitPriceCents: 499,
  weightUnit: null,
  amountCents: 499,
};
const cartState = {
  phase: 'cart',
  lines: [line],
  subtotalCents: 499,
  discountCents: 0,
  taxes: [{ name: null, rate: null, included: false, cents: 41 }],
  totalCents: 540,
};

describe('display states', () => {
  it.each([
    { phase: 'idle', storeName: 'Greenleaf Garden Centre' },
    cartState,
    { phase: 'payment', totalCents: 540, paidCents: 1_000, amountDueCents: 0, changeCents: 460 },
    { phase: 'thanks', receiptNumber: 'ORD-1234', totalCents: 540, changeCents: 460 },
  ])('accepts a $phase state', (state) => {
    expect(displayStateSchema.parse(state)).toEqual(state);
  });

  it.each([
    ['an unknown phase', { phase: 'refund', totalCents: 1 }],
    ['a phase missing its fields', { phase: 'payment', totalCents: 540 }],
    ['fields of another phase', { phase: 'idle', storeName: 'Greenleaf', totalCents: 1 }],
    ['fractional cents', { ...cartState, totalCents: 5.4 }],
    ['a negative change', { phase: 'thanks', receiptNumber: 'ORD-1', totalCents: 1, changeCents: -1 }],
    [
      'more lines than a display is sent',
      { ...cartState, lines: Array.from({ length: maxDisplayLines + 1 }, () => line) },
    ],
    ['a name longer than 120 characters', { ...cartState, lines: [{ ...line, name: 'x'.repeat(121) }] }],
    ['a store name longer than 120 characters', { phase: 'idle', storeName: 'x'.repeat(121) }],
    ['a weight unit that is not one', { ...cartState, lines: [{ ...line, weightUnit: 'stone' }] }],
    ['a negative quantity', { ...cartState, lines: [{ ...line, quantity: -1 }] }],
    ['a tax rate over 100 %', { ...cartState, taxes: [{ name: 'VAT', rate: 120, included: true, cents: 1 }] }],
  ])('refuses %s', (_what, state) => {
    expect(displayStateSchema.safeParse(state).success).toBe(false);
  });

  it('takes exactly 200 lines of 120 characters', () => {
    const lines = Array.from({ length: maxDisplayLines }, () => ({ ...line, name: 'x'.repeat(120) }));
    expect(displayStateSchema.safeParse({ ...cartState, lines }).success).toBe(true);
  });

  it('comes from the till with its till id', () => {
    expect(publishDisplayInputSchema.parse({ tillId: ' till-1 ', state: cartState })).toEqual({
      tillId: 'till-1',
      state: cartState,
    });
    expect(publishDisplayInputSchema.safeParse({ tillId: '', state: cartState }).success).toBe(false);
  });
});

describe('display codes', () => {
  it.each([
    ['ABC234', 'ABC234'],
    [' abc234 ', 'ABC234'],
    ['zzzz99', 'ZZZZ99'],
  ])('%j is read as %j', (typed, code) => {
    expect(displayCodeSchema.parse(typed)).toBe(code);
  });

  it.each(['', 'ABC23', 'ABC2345', 'ABC0OO', 'ABCI1L', 'ABC 23', 'ABC-23', 'ÄBC234'])('refuses %j', (typed) => {
    const result = displayCodeSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(displayCodeFormatMessage);
  });

  it('leaves out characters people mix up', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(displayCodeAlphabet).not.toContain(ambiguous);
    expect(new Set(displayCodeAlphabet).size).toBe(31);
  });

  it('makes a code of 6 characters of the alphabet from the random numbers given', () => {
    const picks = [0, 0.5, 0.999_999, 0.1, 0.9, 0.3];
    let call = 0;
    const code = newPairingCode(() => picks[call++] ?? 0);
    expect(code).toBe('AS9D6K');
    expect(displayCodeSchema.parse(code)).toBe(code);
  });

  it('stays in the alphabet at the edges of [0, 1)', () => {
    expect(newPairingCode(() => 0)).toBe('AAAAAA');
    expect(newPairingCode(() => 0.999_999_999)).toBe('999999');
    expect(newPairingCode(() => 1)).toBe('999999');
  });

  it('gives codes that pass the schema for any random numbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (picks) => {
          let call = 0;
          expect(displayCodeSchema.safeParse(newPairingCode(() => picks[call++] ?? 0)).success).toBe(true);
        },
      ),
    );
  });
});

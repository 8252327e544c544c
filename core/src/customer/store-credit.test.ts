import { describe, expect, it } from 'vitest';
import { storeCreditAdjustmentError, storeCreditShortMessage } from './store-credit';
import { adjustStoreCreditInputSchema } from './store-credit-schemas';

describe('store credit adjustments', () => {
  it.each([
    [0, 1_000, null],
    [1_000, -1_000, null],
    [1_000, -400, null],
    [0, 1_000_000, null],
    [1_000, -1_001, 'Store credit cannot go below $0.00: the customer holds $10.00'],
    [0, -1, 'Store credit cannot go below $0.00: the customer holds $0.00'],
    [500, 0, 'Enter an amount other than $0.00'],
    [0, 1_000_001, 'Adjust by at most $10,000.00 at a time'],
    [5_000_000, -1_000_001, 'Adjust by at most $10,000.00 at a time'],
    [0, 10.5, 'Enter an amount like 10.00'],
  ])('a balance of %i cents adjusted by %i: %s', (balance, amount, error) => {
    expect(storeCreditAdjustmentError(balance, amount)).toBe(error);
  });

  it('says how much store credit the customer holds', () => {
    expect(storeCreditShortMessage('Emma Thompson', 1_250)).toBe('Emma Thompson holds only $12.50 of store credit');
  });
});

describe('the adjustment form', () => {
  it('takes a signed amount and a trimmed reason', () => {
    expect(adjustStoreCreditInputSchema.parse({ amountCents: -250, reason: '  Goodwill  ' })).toEqual({
      amountCents: -250,
      reason: 'Goodwill',
    });
  });

  it.each([
    [{ amountCents: 0, reason: 'x' }, 'amountCents', 'Enter an amount other than $0.00'],
    [{ amountCents: 1.5, reason: 'x' }, 'amountCents', 'Enter whole cents'],
    [{ amountCents: 100, reason: '   ' }, 'reason', 'Say why the store credit changes'],
    [{ amountCents: 100 }, 'reason', 'Say why the store credit changes'],
    [{ amountCents: 2_000_000, reason: 'x' }, 'amountCents', 'Adjust by at most $10,000.00 at a time'],
  ])('refuses %j under %s', (input, path, message) => {
    const result = adjustStoreCreditInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });
});

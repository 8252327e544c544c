import { describe, expect, it } from 'vitest';
import { stockAdjustmentInputSchema, stockChange } from './inventory-schemas';

describe('stockChange', () => {
  it.each([
    { reason: 'received', quantity: 12, stock: 5, change: 12 },
    { reason: 'damaged', quantity: 2, stock: 5, change: -2 },
    { reason: 'counted', quantity: 3, stock: 5, change: -2 },
    { reason: 'counted', quantity: 9, stock: 5, change: 4 },
    { reason: 'counted', quantity: 5, stock: 5, change: 0 },
    { reason: 'other', quantity: -4, stock: 5, change: -4 },
    { reason: 'other', quantity: 4, stock: 5, change: 4 },
  ] as const)('$reason $quantity on $stock changes stock by $change', ({ reason, quantity, stock, change }) => {
    expect(stockChange({ reason, quantity }, stock)).toBe(change);
  });
});

describe('stockAdjustmentInputSchema', () => {
  const errorsOf = (input: unknown) => {
    const result = stockAdjustmentInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a delivery, a count of zero and a signed other change with a note', () => {
    expect(errorsOf({ reason: 'received', quantity: 10 })).toEqual([]);
    expect(errorsOf({ reason: 'counted', quantity: 0 })).toEqual([]);
    expect(errorsOf({ reason: 'other', quantity: -3, note: 'Used for display' })).toEqual([]);
  });

  it.each([
    [{ reason: 'received', quantity: 0 }, 'quantity: Enter a quantity above 0'],
    [{ reason: 'damaged', quantity: -1 }, 'quantity: Enter a quantity above 0'],
    [{ reason: 'counted', quantity: -1 }, 'quantity: A count is 0 or more'],
    [{ reason: 'other', quantity: 0, note: 'x' }, 'quantity: Enter a change other than 0'],
    [{ reason: 'other', quantity: 2 }, 'note: Say why the stock changed'],
    [{ reason: 'received', quantity: 1.5 }, 'quantity: Use a whole number'],
    [{ reason: 'stolen', quantity: 1 }, 'reason: Choose a reason'],
  ])('rejects %j', (input, message) => {
    expect(errorsOf(input)).toContain(message);
  });
});

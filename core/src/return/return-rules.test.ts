import { describe, expect, it } from 'vitest';
import { returnTenderError, returnTendersAllowed } from './return-rules';
import { formatReturnNumber, returnInputSchema } from './return-schemas';

describe('returns without receipt', () => {
  it('go to store credit only unless the rule allows cash', () => {
    expect(returnTenderError('store_credit', 'store_credit', true)).toBeNull();
    expect(returnTenderError('store_credit', 'cash', true)?.message).toBe(
      'Returns without a receipt go to store credit only',
    );
    expect(returnTenderError('store_credit_or_cash', 'cash', false)).toBeNull();
    expect(returnTendersAllowed('store_credit')).toEqual(['store_credit']);
    expect(returnTendersAllowed('store_credit_or_cash')).toEqual(['store_credit', 'cash']);
  });

  it('need a customer for store credit, and are refused when the rule is none', () => {
    expect(returnTenderError('store_credit_or_cash', 'store_credit', false)).toEqual({
      path: 'customerId',
      message: 'Choose the customer who gets the store credit',
    });
    expect(returnTenderError('none', 'cash', true)?.message).toBe('This store does not take returns without a receipt');
    expect(returnTendersAllowed('none')).toEqual([]);
  });

  it('are numbered RET-001 on', () => {
    expect(formatReturnNumber(1)).toBe('RET-001');
    expect(formatReturnNumber(1234)).toBe('RET-1234');
  });

  it('need a reason, items and a known tender', () => {
    const base = {
      id: crypto.randomUUID(),
      tillId: 'till-1',
      lines: [{ productId: 'p1', quantity: 1 }],
      tender: 'cash',
      reason: 'Broken pot',
    };
    expect(returnInputSchema.safeParse(base).success).toBe(true);
    const messages = (input: object) =>
      returnInputSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ reason: '  ' })).toEqual(['Enter a reason for the return']);
    expect(messages({ lines: [] })).toEqual(['Add the items brought back']);
    expect(messages({ tender: 'card' })).toEqual(['Choose store credit or cash']);
    expect(messages({ lines: [{ productId: 'p1', quantity: 0 }] })).toEqual(['Return at least one unit']);
  });
});

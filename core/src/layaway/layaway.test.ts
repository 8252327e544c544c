import { describe, expect, it } from 'vitest';
import { cancellationFeeCents, depositError, isOverdue, minimumDepositCents, refundShares } from './layaway';

const rules = { depositPercent: 20, cancellationFeePercent: 10 };

describe('layaway rules', () => {
  it('asks at least the store’s percentage as a deposit, rounded up to the cent, and less than the whole', () => {
    expect(minimumDepositCents(49_999, 20)).toBe(10_000);
    expect(minimumDepositCents(50_000, 20)).toBe(10_000);
    expect(minimumDepositCents(1_001, 0)).toBe(0);
    expect(depositError(50_000, 9_999, rules)).toBe('The deposit must be at least $100.00 (20 %)');
    expect(depositError(50_000, 10_000, rules)).toBeNull();
    expect(depositError(50_000, 50_000, rules)).toBe('That pays the whole price: sell it at the till instead');
  });

  it('keeps the fee of the total on cancellation, never more than was paid', () => {
    expect(cancellationFeeCents(50_000, 20_000, 10)).toBe(5_000);
    expect(cancellationFeeCents(50_000, 3_000, 10)).toBe(3_000);
    expect(cancellationFeeCents(12_345, 5_000, 0)).toBe(0);
    expect(cancellationFeeCents(12_345, 5_000, 10)).toBe(1_235);
  });

  it('gives a refund back to card first, then cash, each at most what it paid', () => {
    const paid = [
      { method: 'cash' as const, amountCents: 10_000 },
      { method: 'card' as const, amountCents: 4_000 },
      { method: 'cash' as const, amountCents: 1_000 },
    ];
    expect(refundShares(paid, 9_000)).toEqual([
      { method: 'card', amountCents: 4_000 },
      { method: 'cash', amountCents: 5_000 },
    ]);
    expect(refundShares(paid, 3_000)).toEqual([{ method: 'card', amountCents: 3_000 }]);
    expect(refundShares(paid, 0)).toEqual([]);
  });

  it('is overdue only while open and after its due day', () => {
    expect(isOverdue('open', '2026-11-28', '2026-11-29')).toBe(true);
    expect(isOverdue('open', '2026-11-29', '2026-11-29')).toBe(false);
    expect(isOverdue('completed', '2026-11-01', '2026-11-29')).toBe(false);
  });
});

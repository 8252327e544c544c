import { describe, expect, it } from 'vitest';
import { allocateRefund, refundShareStored } from './refund-tenders';
import type { PaidTender } from './refund-tenders';

const tender = (method: PaidTender['method'], paidCents: number, refundedCents = 0): PaidTender => ({
  method,
  reference: null,
  paidCents,
  refundedCents,
});

describe('refunds to the original tenders', () => {
  it('returns a one-tender sale’s refund to that tender', () => {
    const cash = tender('cash', 5000);
    expect(allocateRefund(1234, [cash])).toEqual([{ tender: cash, amountCents: 1234 }]);
  });

  it('splits in proportion to what each tender paid, remainders to the larger fractions', () => {
    // $30 card + $10 cash, refund $10.01: 7.5075 and 2.5025 → 7.51 and 2.50.
    const card = tender('card', 3000);
    const cash = tender('cash', 1000);
    expect(allocateRefund(1001, [card, cash])).toEqual([
      { tender: card, amountCents: 751 },
      { tender: cash, amountCents: 250 },
    ]);
  });

  it('breaks an exact tie towards the earlier tender', () => {
    expect(allocateRefund(1, [tender('card', 500), tender('cash', 500)])?.map((t) => t.amountCents)).toEqual([1]);
  });

  it('never gives a tender back more than it still holds, and refunds in parts add up to what was paid', () => {
    const paid = [tender('card', 2999), tender('cash', 1001), tender('voucher', 7)];
    const refunded = paid.map(() => 0);
    for (const part of [1333, 1, 700, 1973]) {
      const split = allocateRefund(
        part,
        paid.map((t, i) => ({ ...t, refundedCents: refunded[i] ?? 0 })),
      );
      expect(split?.reduce((sum, t) => sum + t.amountCents, 0)).toBe(part);
      for (const piece of split ?? []) {
        const index = paid.findIndex((t) => t.method === piece.tender.method);
        refunded[index] = (refunded[index] ?? 0) + piece.amountCents;
        expect(refunded[index]).toBeLessThanOrEqual(paid[index]?.paidCents ?? 0);
      }
    }
    expect(refunded).toEqual([2999, 1001, 7]);
  });

  it('refuses more than the tenders still hold, and negative or fractional amounts', () => {
    expect(allocateRefund(5001, [tender('cash', 5000)])).toBeNull();
    expect(allocateRefund(100, [tender('cash', 5000, 4950)])).toBeNull();
    expect(allocateRefund(-1, [tender('cash', 5000)])).toBeNull();
    expect(allocateRefund(1.5, [tender('cash', 5000)])).toBeNull();
    expect(allocateRefund(0, [tender('cash', 5000)])).toEqual([]);
  });
});

describe('a share going back to a card stored offline', () => {
  it.each([
    ['a card stored offline', 'card', true, true],
    ['a card authorised at the counter', 'card', false, false],
    ['cash from a sale taken offline', 'cash', false, false],
    ['a voucher, whatever its flag says', 'voucher', true, false],
  ] as const)('%s', (_what, method, stored, expected) => {
    expect(refundShareStored({ method, stored })).toBe(expected);
  });
});

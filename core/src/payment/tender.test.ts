import { describe, expect, it } from 'vitest';
import { quickCashAmounts, settleTenders } from './tender';

const walkIn = { customerPoints: null };

describe('settleTenders', () => {
  it('takes a card payment of exactly the total', () => {
    const result = settleTenders(1559, [{ method: 'card', amountCents: 1559 }], walkIn);
    expect(result).toMatchObject({ ok: true, changeCents: 0, paidWithoutLoyaltyCents: 1559 });
  });

  it('gives change from cash tendered above the amount', () => {
    const result = settleTenders(1559, [{ method: 'cash', amountCents: 1559, tenderedCents: 2000 }], walkIn);
    expect(result).toMatchObject({ ok: true, changeCents: 441 });
  });

  it('refuses cash tendered below the amount due', () => {
    expect(settleTenders(1559, [{ method: 'cash', amountCents: 1559, tenderedCents: 1500 }], walkIn)).toEqual({
      ok: false,
      error: 'Cash tendered $15.00 is less than $15.59 due',
    });
  });

  it('splits part cash, part card when they add up', () => {
    const result = settleTenders(
      5000,
      [
        { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
        { method: 'card', amountCents: 3000 },
      ],
      walkIn,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses tenders that do not add up to the total', () => {
    expect(settleTenders(5000, [{ method: 'card', amountCents: 4000 }], walkIn)).toEqual({
      ok: false,
      error: 'Payments cover $40.00 of $50.00',
    });
    expect(settleTenders(5000, [{ method: 'card', amountCents: 6000 }], walkIn).ok).toBe(false);
    expect(settleTenders(5000, [], walkIn).ok).toBe(false);
  });

  it('needs a voucher code', () => {
    expect(settleTenders(500, [{ method: 'voucher', amountCents: 500, reference: ' ' }], walkIn)).toEqual({
      ok: false,
      error: 'Enter the voucher code',
    });
    expect(settleTenders(500, [{ method: 'voucher', amountCents: 500, reference: 'GV-1' }], walkIn).ok).toBe(true);
  });

  it('pays with loyalty points at $0.01 a point, only for an attached customer with enough points', () => {
    expect(settleTenders(500, [{ method: 'loyalty', amountCents: 500 }], walkIn)).toEqual({
      ok: false,
      error: 'Attach a customer to pay with loyalty points',
    });
    expect(settleTenders(500, [{ method: 'loyalty', amountCents: 500 }], { customerPoints: 499 })).toEqual({
      ok: false,
      error: 'Not enough loyalty points: 499 points cover $4.99',
    });
    expect(settleTenders(500, [{ method: 'loyalty', amountCents: 500 }], { customerPoints: 500 })).toMatchObject({
      ok: true,
      loyaltyPointsRedeemed: 500,
      paidWithoutLoyaltyCents: 0,
    });
  });

  it('offers only the methods enabled in Settings', () => {
    const result = settleTenders(500, [{ method: 'cash', amountCents: 500 }], { ...walkIn, enabledMethods: ['card'] });
    expect(result).toEqual({ ok: false, error: 'Cash payments are turned off in Settings' });
  });
});

describe('quickCashAmounts', () => {
  it('offers the exact amount and the next round notes', () => {
    expect(quickCashAmounts(1559)).toEqual([1559, 2000, 5000, 10000]);
    expect(quickCashAmounts(2000)).toEqual([2000, 5000, 10000]);
  });
});

describe('voucher prefix', () => {
  it('accepts codes with the store prefix, ignoring case, and refuses others', () => {
    const voucher = (reference: string) => [{ method: 'voucher' as const, amountCents: 500, reference }];
    const context = { customerPoints: null, voucherPrefix: 'GV-' };
    expect(settleTenders(500, voucher('gv-10442'), context).ok).toBe(true);
    expect(settleTenders(500, voucher('XX-10442'), context)).toEqual({
      ok: false,
      error: 'Gift card codes start with GV-',
    });
    expect(settleTenders(500, voucher('XX-10442'), { customerPoints: null, voucherPrefix: '' }).ok).toBe(true);
  });
});

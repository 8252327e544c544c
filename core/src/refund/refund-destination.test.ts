import { describe, expect, it } from 'vitest';
import { mergeRefundTenders, refundDestinationError, refundToDestination, shareAsTender } from './refund-destination';
import type { PaidTender } from './refund-tenders';

const tender = (method: PaidTender['method'], paidCents: number, refundedCents = 0): PaidTender => ({
  method,
  reference: method === 'voucher' ? 'GC-1' : null,
  paidCents,
  refundedCents,
});
const partial = { cashRoundingStep: 0, completesSale: false, roundingLeftCents: 0 };
const where = (result: ReturnType<typeof refundToDestination>) =>
  result?.shares.map((share) => [share.tender.method, share.method, share.amountCents]);

describe('where a refund goes', () => {
  const card = tender('card', 3000);
  const cash = tender('cash', 1000);

  it('to the original payments splits as before: the card never gets more than its share', () => {
    expect(where(refundToDestination(1001, [card, cash], partial, 'original'))).toEqual([
      ['card', 'card', 751],
      ['cash', 'cash', 250],
    ]);
  });

  it('all in cash puts nothing on the card, each share still counted against the tender it came from', () => {
    const result = refundToDestination(1001, [card, cash], partial, 'cash');
    expect(where(result)).toEqual([
      ['card', 'cash', 751],
      ['cash', 'cash', 250],
    ]);
    expect(result?.cashRoundingCents).toBe(0);
  });

  it('store credit takes the card and cash shares; a gift card and points go back where they came from', () => {
    const result = refundToDestination(
      4000,
      [tender('card', 2000), tender('voucher', 1000), tender('loyalty', 500), tender('cash', 500)],
      partial,
      'store_credit',
    );
    expect(where(result)).toEqual([
      ['card', 'store_credit', 2000],
      ['voucher', 'voucher', 1000],
      ['loyalty', 'loyalty', 500],
      ['cash', 'store_credit', 500],
    ]);
    expect(result?.shares[1]?.tender.reference).toBe('GC-1');
  });

  it('never gives back more than the sale still holds, whatever the destination', () => {
    const last = { ...partial, completesSale: true };
    expect(refundToDestination(4001, [card, cash], last, 'cash')).toBeNull();
    expect(refundToDestination(1000, [tender('card', 3000, 2500)], last, 'store_credit')).toBeNull();
    expect(where(refundToDestination(1000, [tender('card', 3000, 2500)], partial, 'cash'))).toEqual([
      ['card', 'cash', 500],
    ]);
  });

  it('rounds the cash handed over as a whole to the store’s coin, up where the tenders hold it', () => {
    const result = refundToDestination(1003, [card, cash], { ...partial, cashRoundingStep: 5 }, 'cash');
    const total = result!.shares.reduce((sum, share) => sum + share.amountCents, 0);
    expect(total).toBe(1005);
    expect(result?.cashRoundingCents).toBe(2);
    expect(result?.shares.every((share) => share.method === 'cash')).toBe(true);
  });

  it('rounds down where rounding up would give back more than was paid', () => {
    // The whole $10.03 a card paid: rounding up to $10.05 would return more than the card took.
    const result = refundToDestination(
      1003,
      [tender('card', 1003)],
      { cashRoundingStep: 5, completesSale: true, roundingLeftCents: 0 },
      'cash',
    );
    expect(where(result)).toEqual([['card', 'cash', 1000]]);
    expect(result?.cashRoundingCents).toBe(-3);
  });

  it('store credit is not rounded: no coins change hands', () => {
    const result = refundToDestination(1003, [card, cash], { ...partial, cashRoundingStep: 5 }, 'store_credit');
    expect(result?.shares.reduce((sum, share) => sum + share.amountCents, 0)).toBe(1003);
    expect(result?.cashRoundingCents).toBe(0);
  });

  it('settles the sale’s cash rounding on the refund that completes it, as the original split does', () => {
    // $9.98 of goods paid $10.00 in cash (rounded up 2¢): the last refund returns the $10.00.
    const result = refundToDestination(
      998,
      [tender('cash', 1000)],
      { cashRoundingStep: 5, completesSale: true, roundingLeftCents: 2 },
      'cash',
    );
    expect(where(result)).toEqual([['cash', 'cash', 1000]]);
    expect(result?.cashRoundingCents).toBe(2);
  });
});

describe('which destinations a sale allows', () => {
  const paid = [{ method: 'card' as const, stored: false }];

  it('offers store credit only when the sale has a customer', () => {
    expect(refundDestinationError('store_credit', { hasCustomer: false, tenders: paid })).toBe(
      'Store credit goes to the sale’s customer: this sale has none',
    );
    expect(refundDestinationError('store_credit', { hasCustomer: true, tenders: paid })).toBeNull();
    expect(refundDestinationError('cash', { hasCustomer: false, tenders: paid })).toBeNull();
  });

  it('keeps a card not yet authorised to the original payments', () => {
    const stored = [{ method: 'card' as const, stored: true }];
    expect(refundDestinationError('cash', { hasCustomer: true, tenders: stored })).toMatch(/not authorised yet/);
    expect(refundDestinationError('original', { hasCustomer: true, tenders: stored })).toBeNull();
  });
});

describe('what the refund shows of where it went', () => {
  it('one line a place: the shares sent to cash add up, a kept card keeps its reference', () => {
    const result = refundToDestination(
      1001,
      [
        { ...tender('card', 3000), reference: '4242', stored: false },
        { ...tender('cash', 1000), stored: false },
      ],
      partial,
      'cash',
    );
    expect(mergeRefundTenders(result!.shares.map(shareAsTender))).toEqual([
      { method: 'cash', amountCents: 1001, reference: null, stored: false },
    ]);
    const kept = refundToDestination(
      100,
      [{ ...tender('card', 3000), reference: '4242', stored: true }],
      partial,
      'original',
    );
    expect(kept!.shares.map(shareAsTender)).toEqual([
      { method: 'card', amountCents: 100, reference: '4242', stored: true },
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import { describeOverride, overrideExpired, overrideShortfall } from './override';
import { createOverrideInputSchema } from './override-schemas';
import type { OverrideDetails } from './override-schemas';
import type { RefundDestination } from '../refund/refund-schemas';

const discount = (percent: number): OverrideDetails => ({ action: 'discount', details: { percent } });
const refund = (saleId: string, amountCents: number, destination?: RefundDestination): OverrideDetails => ({
  action: 'refund',
  details: { saleId, amountCents, ...(destination && { destination }) },
});
const price = (productId: string, toCents: number): OverrideDetails => ({
  action: 'price_change',
  details: { productId, fromCents: 1999, toCents },
});
const cash = (kind: 'pay_in' | 'pay_out' | 'drop', amountCents: number): OverrideDetails => ({
  action: 'cash_movement',
  details: { kind, amountCents },
});

describe('overrideShortfall', () => {
  it.each([
    ['the same discount', discount(25), discount(25), null],
    ['a smaller discount', discount(25), discount(12.5), null],
    ['a bigger discount', discount(25), discount(25.01), 'The manager approved a discount of up to 25 %, not 25.01 %'],
    ['another action', discount(25), refund('s1', 100), 'This approval is for a discount, not a refund'],
    ['a smaller refund', refund('s1', 2039), refund('s1', 2000), null],
    [
      'a bigger refund',
      refund('s1', 2039),
      refund('s1', 2040),
      'The manager approved a refund of up to $20.39, not $20.40',
    ],
    [
      'a refund on another sale',
      refund('s1', 2039),
      refund('s2', 100),
      'This approval is for a refund on another sale',
    ],
    ['a refund in cash, approved in cash', refund('s1', 2039, 'cash'), refund('s1', 2000, 'cash'), null],
    ['an older till’s refund, approved as one', refund('s1', 2039), refund('s1', 2000, 'original'), null],
    [
      'cash where the original payments were approved',
      refund('s1', 2039),
      refund('s1', 2000, 'cash'),
      'The manager approved a refund to the original payments, not all in cash',
    ],
    [
      'store credit where cash was approved',
      refund('s1', 2039, 'cash'),
      refund('s1', 2000, 'store_credit'),
      'The manager approved a refund all in cash, not store credit',
    ],
    ['the approved price', price('p1', 1500), price('p1', 1500), null],
    ['another price', price('p1', 1500), price('p1', 1400), 'The manager approved a price of $15.00, not $14.00'],
    ['another product', price('p1', 1500), price('p2', 1500), 'This approval is for the price of another product'],
    ['a smaller pay-out', cash('pay_out', 8000), cash('pay_out', 6000), null],
    ['a drop instead', cash('pay_out', 8000), cash('drop', 6000), 'This approval is for a Pay Out'],
  ] as const)('%s', (_name, approved, wanted, expected) => {
    expect(overrideShortfall(approved, wanted)).toBe(expected);
  });
});

describe('overrideExpired', () => {
  const at = '2026-05-15T10:00:00.000Z';
  it('keeps an approval for 15 minutes', () => {
    expect(overrideExpired(at, new Date('2026-05-15T10:15:00.000Z'))).toBe(false);
    expect(overrideExpired(at, new Date('2026-05-15T10:15:00.001Z'))).toBe(true);
  });
});

describe('describeOverride', () => {
  it('says what was approved in one line', () => {
    expect(describeOverride({ action: 'discount', details: { percent: 25, cents: 500 } })).toBe(
      'Discount up to 25 % ($5.00 off)',
    );
    expect(describeOverride(refund('s1', 2039), { saleNumber: 'ORD-1042' })).toBe('Refund of up to $20.39 on ORD-1042');
    expect(describeOverride(price('p1', 1500), { productName: 'Peace Lily' })).toBe(
      'Price of Peace Lily $19.99 → $15.00',
    );
    expect(describeOverride(cash('pay_out', 8000))).toBe('Pay Out of up to $80.00');
  });
});

describe('createOverrideInputSchema', () => {
  const base = {
    id: '6f1c1f44-8d0e-4a43-9b4e-2f7d7c4c8a11',
    tillId: 'till-1',
    approval: { userId: 'user-manager', pin: '2222' },
  };
  it('takes a discount, refund or price change with its details', () => {
    expect(createOverrideInputSchema.safeParse({ ...base, ...discount(25) }).success).toBe(true);
    expect(createOverrideInputSchema.safeParse({ ...base, ...refund('s1', 100) }).success).toBe(true);
    expect(createOverrideInputSchema.safeParse({ ...base, ...price('p1', 0) }).success).toBe(true);
  });
  it.each([
    ['a cash movement (approved in its own request)', { ...base, ...cash('pay_out', 100) }],
    ['a discount above 100 %', { ...base, ...discount(101) }],
    ['details of another action', { ...base, action: 'refund', details: { percent: 10 } }],
    ['an unknown field', { ...base, ...discount(10), extra: 1 }],
    ['no PIN', { ...base, ...discount(10), approval: { userId: 'user-manager' } }],
  ])('refuses %s', (_name, input) => {
    expect(createOverrideInputSchema.safeParse(input).success).toBe(false);
  });
});

describe('overrideShortfall in another language', () => {
  afterEach(() => setMessageLanguage(usEnglishMessages));

  it('says each sentence, and the words it names, through the catalogue', () => {
    setMessageLanguage({
      locale: 'de-DE',
      money: { locale: 'de-DE', currency: 'EUR' },
      translate: (message, values) => `[${[message.id, ...Object.values(values)].join(' ')}]`,
    });
    expect(overrideShortfall(discount(25), refund('s1', 100))).toBe(
      '[core.override.forAnother [core.override.noun.discount] [core.override.noun.refund]]',
    );
    expect(overrideShortfall(discount(15), discount(25))).toBe('[core.override.discountUpTo 15 25]');
    expect(overrideShortfall(refund('s1', 100, 'cash'), refund('s1', 100, 'store_credit'))).toBe(
      '[core.override.refundTo [core.override.refundTo.cash] [core.override.refundTo.storeCredit]]',
    );
    expect(overrideShortfall(cash('drop', 100), cash('pay_in', 100))).toBe('[core.override.forDrop]');
  });
});

import { describe, expect, it } from 'vitest';
import { readPayment } from './payment-fields';

describe('a payment onto a layaway as typed', () => {
  it('asks an amount within its bounds, and cash of at least the amount', () => {
    expect(readPayment({ amountText: 'ten', method: 'card', tenderedText: '' }, 5_000).errors).toEqual({
      amountCents: 'Enter an amount like 25.00',
    });
    expect(readPayment({ amountText: '60', method: 'card', tenderedText: '' }, 5_000).errors).toEqual({
      amountCents: 'At most $50.00',
    });
    const deposit = { amountText: '5', method: 'cash', tenderedText: '' } as const;
    expect(readPayment(deposit, 5_000, { leastCents: 1_000 }).errors).toEqual({ amountCents: 'At least $10.00' });
    expect(readPayment({ ...deposit, tenderedText: '4.99' }, 5_000).errors).toEqual({
      tenderedCents: 'Take at least $5.00 in cash',
    });
    expect(readPayment({ ...deposit, tenderedText: '20' }, 5_000).payment).toEqual({
      method: 'cash',
      amountCents: 500,
      tenderedCents: 2_000,
    });
  });

  it('takes the last payment in cash as rounded, and by card as it is', () => {
    const rounded = { cashDue: (cents: number) => (cents === 3_357 ? 3_355 : cents) };
    const last = { amountText: '33.57', method: 'cash', tenderedText: '33.55' } as const;
    expect(readPayment(last, 3_357, rounded).payment).toEqual({
      method: 'cash',
      amountCents: 3_357,
      tenderedCents: 3_355,
    });
    expect(readPayment({ ...last, tenderedText: '' }, 3_357, rounded).payment?.tenderedCents).toBe(3_355);
    expect(readPayment({ ...last, tenderedText: '33.50' }, 3_357, rounded).errors).toEqual({
      tenderedCents: 'Take at least $33.55 in cash',
    });
    expect(readPayment({ ...last, method: 'card' }, 3_357, rounded).payment?.tenderedCents).toBeNull();
  });
});

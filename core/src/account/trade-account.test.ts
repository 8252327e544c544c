import { describe, expect, it } from 'vitest';
import { addDays, ageingOf, allocatePayment, daysBetween, overLimitMessage } from './trade-account';

describe('trade account maths', () => {
  it('ages each invoice’s unpaid part by the days since it was sold', () => {
    const items = [
      { date: '2026-11-28', amountCents: 1000, settledCents: 0 },
      { date: '2026-10-29', amountCents: 2000, settledCents: 500 },
      { date: '2026-09-29', amountCents: 4000, settledCents: 0 },
      { date: '2026-08-01', amountCents: 8000, settledCents: 8000 },
      { date: '2026-07-01', amountCents: 300, settledCents: 0 },
      { date: '2026-12-01', amountCents: 900, settledCents: 0 },
    ];
    expect(ageingOf(items, '2026-11-28')).toEqual({ current: 1000, days30: 1500, days60: 4000, days90: 300 });
  });

  it('counts days and due dates across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-29')).toBe(30);
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('pays the invoices chosen first, then the oldest, and keeps what is over as credit', () => {
    const items = [
      { id: 'b', date: '2026-11-02', amountCents: 3000, settledCents: 0 },
      { id: 'a', date: '2026-11-01', amountCents: 2000, settledCents: 1500 },
      { id: 'c', date: '2026-11-03', amountCents: 4000, settledCents: 0 },
    ];
    expect(allocatePayment(items, 4000)).toEqual({
      shares: [
        { id: 'a', amountCents: 500 },
        { id: 'b', amountCents: 3000 },
        { id: 'c', amountCents: 500 },
      ],
      leftOverCents: 0,
    });
    expect(allocatePayment(items, 10_000, ['c'])).toEqual({
      shares: [
        { id: 'c', amountCents: 4000 },
        { id: 'a', amountCents: 500 },
        { id: 'b', amountCents: 3000 },
      ],
      leftOverCents: 2500,
    });
  });

  it('says how much credit is left', () => {
    expect(overLimitMessage('Oak & Ash Landscaping', 1234)).toBe(
      'Oak & Ash Landscaping has only $12.34 of credit left on account',
    );
    expect(overLimitMessage('Oak & Ash Landscaping', 0)).toBe('Oak & Ash Landscaping has no credit left on account');
  });
});

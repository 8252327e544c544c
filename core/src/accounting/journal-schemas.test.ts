import { describe, expect, it } from 'vitest';
import { journalQuerySchema } from './journal-schemas';

describe('journalQuerySchema', () => {
  it('takes a range of up to 366 days, generic unless a format is asked for', () => {
    expect(journalQuerySchema.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      format: 'generic',
    });
    expect(journalQuerySchema.safeParse({ from: '2026-03-10', to: '2026-03-10', format: 'xero' }).success).toBe(true);
  });

  it('refuses a range over 366 days, an end before the start, a bad date or format', () => {
    const refused = (query: Record<string, string>) => journalQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(refused({ from: '2024-01-01', to: '2025-01-01' })).toBe('Export at most 366 days at a time');
    expect(refused({ from: '2026-03-10', to: '2026-03-09' })).toBe('The end date is before the start date');
    expect(refused({ from: '2026-02-30', to: '2026-03-09' })).toBe('Use a date like 2026-11-22');
    expect(refused({ from: '2026-03-01', to: '2026-03-09', format: 'sage' })).toBe(
      'Choose generic, xero or quickbooks',
    );
  });
});

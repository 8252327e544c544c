import { describe, expect, it } from 'vitest';
import { createStaffInputSchema } from './staff-admin-schemas';

const member = { name: 'Nina Patel', role: 'cashier', pin: '5678' };

describe('Add Staff', () => {
  it.each([
    ['left out', {}, null],
    ['left empty', { email: '' }, null],
    ['null', { email: null }, null],
    ['given, in any case', { email: 'Nina.Patel@Example.com' }, 'nina.patel@example.com'],
  ])('takes the email %s', (_case, email, stored) => {
    const parsed = createStaffInputSchema.safeParse({ ...member, ...email });
    expect(parsed.success && parsed.data.email).toBe(stored);
  });

  it('refuses an email that is not one, under its field', () => {
    const parsed = createStaffInputSchema.safeParse({ ...member, email: 'nina at example' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter a valid email address'],
    ]);
  });
});

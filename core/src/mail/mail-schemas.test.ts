import { describe, expect, it } from 'vitest';
import { emailReceiptInputSchema } from './email-receipt-input';
import { mailSettingsInputSchema, mailTestInputSchema } from './mail-schemas';

const valid = { host: 'smtp.example.com', port: 587, security: 'starttls', from: 'shop@example.com' };

describe('mail schemas', () => {
  it('takes SMTP settings without a user or password', () => {
    expect(mailSettingsInputSchema.parse(valid)).toEqual({ ...valid, user: '' });
  });

  it.each([
    [{ host: '' }, 'host'],
    [{ host: 'smtp example' }, 'host'],
    [{ port: 0 }, 'port'],
    [{ port: 70000 }, 'port'],
    [{ security: 'ssl' }, 'security'],
    [{ from: 'not an address' }, 'from'],
  ])('refuses %o at %s', (change, path) => {
    const result = mailSettingsInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });

  it('wants a valid address for a test or a receipt, and lets the receipt go without one', () => {
    expect(mailTestInputSchema.safeParse({ to: 'jane@example' }).success).toBe(false);
    expect(mailTestInputSchema.safeParse({ to: 'jane@example.com' }).success).toBe(true);
    expect(emailReceiptInputSchema.safeParse({}).success).toBe(true);
    expect(emailReceiptInputSchema.safeParse({ to: '' }).success).toBe(true);
    expect(emailReceiptInputSchema.safeParse({ to: 'nope' }).success).toBe(false);
  });
});

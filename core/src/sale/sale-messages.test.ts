import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import { offlineCardOverLimit } from './offline-sale';
import { discountSchema, saleBatchInputSchema } from './sale-input-schemas';

const refusalOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

afterEach(() => setMessageLanguage(usEnglishMessages));

describe('a sale’s messages', () => {
  it('say amounts in US dollars in US English', () => {
    expect(offlineCardOverLimit([{ method: 'card', amountCents: 30_000 }], 20_000)?.message).toBe(
      'A card payment taken offline may be at most $200.00',
    );
    expect(refusalOf(discountSchema.safeParse({ kind: 'amount', cents: 0 }))).toBe('Enter an amount above $0.00');
    expect(refusalOf(saleBatchInputSchema.safeParse({ sales: [] }))).toBe('Send at least one sale');
  });

  it('say amounts in the store’s money, in euros for a German store (English words: no translation given)', () => {
    setMessageLanguage({ locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } });
    expect(offlineCardOverLimit([{ method: 'card', amountCents: 30_000 }], 20_000)?.message).toBe(
      'A card payment taken offline may be at most 200,00\u00a0€',
    );
    expect(refusalOf(discountSchema.safeParse({ kind: 'amount', cents: 0 }))).toBe('Enter an amount above 0,00\u00a0€');
  });

  it('say a limit in the money asked for, whatever the language', () => {
    setMessageLanguage({ locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } });
    const usd = { locale: 'en-US', currency: 'USD' };
    expect(offlineCardOverLimit([{ method: 'card', amountCents: 30_000 }], 20_000, usd)?.message).toBe(
      'A card payment taken offline may be at most $200.00',
    );
  });
});

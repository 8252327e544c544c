import { afterEach, describe, expect, it } from 'vitest';
import { setMessageLanguage, usEnglishMessages } from '../i18n/core-message';
import { createApiKeyInputSchema } from './api-key-schemas';

const key = { name: 'Warehouse', scopes: ['products:view'], storeId: null };
const refusalOf = (requestsPerMinute: number) =>
  createApiKeyInputSchema.safeParse({ ...key, requestsPerMinute }).error?.issues[0]?.message;

afterEach(() => setMessageLanguage(usEnglishMessages));

describe('what a new API key’s rate limit says', () => {
  it('is US English with US numbers until told otherwise', () => {
    expect(refusalOf(6001)).toBe('At most 6,000');
    expect(refusalOf(0)).toBe('At least 1');
  });

  it('writes its numbers the German way in a German store, the words English where nothing translates them', () => {
    setMessageLanguage({ locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } });
    expect(refusalOf(6001)).toBe('At most 6.000');
    expect(createApiKeyInputSchema.safeParse({ ...key, name: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(
      'At most 60 characters',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineMessages,
  money,
  refusal,
  say,
  setMessageLanguage,
  typedAmount,
  usEnglishMessages,
} from './core-message';

const messages = defineMessages({
  atMost: { id: 'test.atMost', defaultMessage: 'Enter at most {limit}' },
  example: { id: 'test.example', defaultMessage: 'Enter a price such as {example}, or {weight} {unit}' },
  plain: { id: 'test.plain', defaultMessage: 'Choose a category' },
});

afterEach(() => setMessageLanguage(usEnglishMessages));

describe('say', () => {
  it('says a message in US English with US dollars until told otherwise', () => {
    expect(say(messages.atMost, { limit: money(10_000_000) })).toBe('Enter at most $100,000.00');
    expect(say(messages.example, { example: typedAmount(1299), weight: 0.45, unit: 'kg' })).toBe(
      'Enter a price such as 12.99, or 0.45 kg',
    );
    expect(say(messages.plain)).toBe('Choose a category');
  });

  it('writes amounts in the store’s money and numbers the person’s way, where English is left untranslated', () => {
    setMessageLanguage({ locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } });
    expect(say(messages.atMost, { limit: money(10_000_000) })).toBe('Enter at most 100.000,00\u00a0€');
    expect(say(messages.example, { example: typedAmount(1299), weight: 0.45, unit: 'kg' })).toBe(
      'Enter a price such as 12,99, or 0,45 kg',
    );
    setMessageLanguage({ locale: 'en-US', money: { locale: 'en-US', currency: 'JPY' } });
    expect(say(messages.example, { example: typedAmount(1299), weight: 12, unit: 'lb' })).toBe(
      'Enter a price such as 1299, or 12 lb',
    );
  });

  it('takes the translation where the language has one, with the values written', () => {
    setMessageLanguage({
      locale: 'fr-FR',
      money: { locale: 'fr-FR', currency: 'EUR' },
      translate: (message, values) => (message.id === 'test.atMost' ? `Au plus ${values.limit}` : null),
    });
    expect(say(messages.atMost, { limit: money(123_456) }).replace(/\s/g, ' ')).toBe('Au plus 1 234,56 €');
    expect(say(messages.plain)).toBe('Choose a category');
  });
});

describe('refusal', () => {
  it('words a zod refusal when the value is refused, in the language set then', () => {
    const schema = z.number(refusal(messages.plain)).max(100, refusal(messages.atMost, { limit: money(100) }));
    expect(schema.safeParse(101).error?.issues[0]?.message).toBe('Enter at most $1.00');
    setMessageLanguage({ locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } });
    expect(schema.safeParse(101).error?.issues[0]?.message).toBe('Enter at most 1,00\u00a0€');
    expect(schema.safeParse('x').error?.issues[0]?.message).toBe('Choose a category');
  });
});

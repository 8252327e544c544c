import { afterEach, describe, expect, it } from 'vitest';
import { money, say, setMessageLanguage, typedAmount, usEnglishMessages } from '../i18n/core-message';
import { amountFieldMessages } from './payment-messages';
import { settleTenders } from './tender';

const euros = { locale: 'de-DE', money: { locale: 'de-DE', currency: 'EUR' } };
const short = () => settleTenders(5000, [{ method: 'card', amountCents: 4000 }], { customerPoints: null });
/** The refusal settling the tenders gives, spaces of any width as plain ones. */
const refusalOf = (result: ReturnType<typeof settleTenders>) => (result.ok ? null : result.error.replace(/\s/g, ' '));

afterEach(() => setMessageLanguage(usEnglishMessages));

describe('payments’ messages', () => {
  it('are said in US English with US dollars until told otherwise', () => {
    expect(short()).toEqual({ ok: false, error: 'Payments cover $40.00 of $50.00' });
    expect(say(amountFieldMessages.enterAmountLike, { example: typedAmount(1000) })).toBe('Enter an amount like 10.00');
    expect(say(amountFieldMessages.enterAtMost, { amount: money(10_000_000) })).toBe('Enter at most $100,000.00');
  });

  it('write amounts in the store’s money and examples typed its way, the English words left as they are', () => {
    setMessageLanguage(euros);
    expect(refusalOf(short())).toBe('Payments cover 40,00 € of 50,00 €');
    expect(say(amountFieldMessages.enterAmountLike, { example: typedAmount(1000) })).toBe('Enter an amount like 10,00');
    expect(say(amountFieldMessages.enterAtMost, { amount: money(10_000_000) }).replace(/\s/g, ' ')).toBe(
      'Enter at most 100.000,00 €',
    );
  });

  it('keep the money of the format they are given, as the server gives the store’s', () => {
    setMessageLanguage(euros);
    const result = settleTenders(
      5000,
      [{ method: 'card', amountCents: 6000 }],
      { customerPoints: null },
      {
        locale: 'en-US',
        currency: 'USD',
      },
    );
    expect(result).toEqual({ ok: false, error: 'Payments of $60.00 are more than the $50.00 due' });
  });
});

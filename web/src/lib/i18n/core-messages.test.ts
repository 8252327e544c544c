import { afterEach, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { productFormSchemaFor } from '@tillwise/core/catalog/catalog-schemas';
import { readQuantityField } from '@tillwise/core/catalog/quantity-field';
import { setMessageLanguage, usEnglishMessages } from '@tillwise/core/i18n/core-message';
import { usMoneyFormat } from '@tillwise/core/money/money-format';
import type { AppLocale } from '@tillwise/core/settings/locale';
import { moneyFormat, setMoneyFormat } from '@/lib/money';
import { sayCoreMessagesIn } from './core-messages';
import { loadMessages } from './load-messages';

const product = { name: 'Oliven', sku: 'OLI-1', taxRate: '7', categoryId: 'c1', stock: '', soldBy: 'kg', cost: '' };

/** What the product form says of a price and stock typed in a locale, as the session gate sets it up. */
async function refusalsIn(locale: AppLocale, currency: string, price: string, stock: string) {
  setMoneyFormat({ locale, currency });
  sayCoreMessagesIn(createIntl({ locale, messages: await loadMessages(locale) }));
  const parsed = productFormSchemaFor(moneyFormat()).safeParse({ ...product, price, stock });
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

afterEach(() => {
  setMoneyFormat(usMoneyFormat);
  setMessageLanguage(usEnglishMessages);
});

describe('core’s messages on screen', () => {
  it('are in German, with the example price and weight written the German way', async () => {
    expect(await refusalsIn('de-DE', 'EUR', 'zwölf', '1.5.')).toEqual({
      price: 'Geben Sie einen Preis ein, zum Beispiel 12,99',
      stock: 'Geben Sie den Lagerbestand in kg ein, zum Beispiel 12 oder 0,45',
    });
  });

  it('are in French, the most stock a count may name in French numbers', async () => {
    setMoneyFormat({ locale: 'fr-FR', currency: 'EUR' });
    sayCoreMessagesIn(createIntl({ locale: 'fr-FR', messages: await loadMessages('fr-FR') }));
    expect(readQuantityField('2000000', 'unit', { what: 'count', locale: 'fr-FR' })).toEqual({
      ok: false,
      message: 'Au plus 1\u202f000\u202f000',
    });
  });

  it('stay in US English for a US English person, the example in the store’s own money (yen has no cents)', async () => {
    expect(await refusalsIn('en-US', 'JPY', '12.99', '')).toEqual({ price: 'Enter a price such as 1299' });
    expect(await refusalsIn('en-US', 'USD', '', '-1')).toEqual({
      price: 'Enter a price such as 12.99',
      stock: 'Enter the stock on hand in kg, such as 12 or 0.45',
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CoreMessage, MessageLanguage } from '@tillwise/core/i18n/core-message';
import type { MoneyFormat } from '@tillwise/core/money/money-format';
import { catalogueChain, defaultLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';

// The app's one message catalogue (web/src/locales, written by npm run i18n:extract and the translators): the server
// says its refusals from the same messages the screens show.
const localesDir = path.resolve(import.meta.dirname, '../../../web/src/locales');

type Formats = Map<string, IntlMessageFormat>;
const byLocale = new Map<AppLocale, { texts: Record<string, string>; formats: Formats }>();

function readCatalogue(locale: AppLocale): Record<string, string> {
  const file = path.join(localesDir, `${locale}.json`);
  if (!fs.existsSync(file)) return {};
  const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { defaultMessage: string }>;
  return Object.fromEntries(Object.entries(source).map(([id, { defaultMessage }]) => [id, defaultMessage]));
}

/** A locale's messages over the ones it falls back on (fr-CA over fr-FR), read once. */
function catalogueOf(locale: AppLocale) {
  let catalogue = byLocale.get(locale);
  if (!catalogue) {
    const texts = Object.assign({}, ...catalogueChain(locale).map(readCatalogue)) as Record<string, string>;
    catalogue = { texts, formats: new Map() };
    byLocale.set(locale, catalogue);
  }
  return catalogue;
}

/** A message in a locale's words, or null where its catalogue does not translate it (core then says US English). */
function translated(locale: AppLocale, message: CoreMessage, values: Record<string, string>): string | null {
  const { texts, formats } = catalogueOf(locale);
  const text = texts[message.id];
  if (text === undefined) return null;
  let format = formats.get(message.id);
  if (!format) {
    format = new IntlMessageFormat(text, locale);
    formats.set(message.id, format);
  }
  return String(format.format(values));
}

/** The language the server says a message in for someone: their locale's words, amounts in the store's money. */
export const messageLanguage = (locale: AppLocale, money: MoneyFormat): MessageLanguage => ({
  locale,
  money,
  ...(locale !== defaultLocale && { translate: (message, values) => translated(locale, message, values) }),
});

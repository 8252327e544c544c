import type { MessageFormatElement } from 'react-intl';
import { catalogueChain, defaultLocale } from '@tillwise/core/settings/locale';
import type { AppLocale } from '@tillwise/core/settings/locale';

export type Messages = Record<string, MessageFormatElement[]>;

// One chunk per locale, fetched when someone who works in it signs in. US English has none: the build writes it
// into the code as each message's default (web/tooling/inline-default-messages.ts).
const catalogues = import.meta.glob<Messages>(['../../locales/compiled/*.json', '!**/en-US.json'], {
  import: 'default',
});

/**
 * A locale's messages: its own catalogue over the catalogues it falls back on (fr-CA over fr-FR). What none of them
 * translates is left out, so react-intl shows it in US English.
 */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale === defaultLocale) return {};
  const parts = await Promise.all(
    catalogueChain(locale).map((name) => catalogues[`../../locales/compiled/${name}.json`]?.() ?? {}),
  );
  return Object.assign({}, ...parts) as Messages;
}

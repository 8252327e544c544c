import { createIntl, ReactIntlErrorCode } from 'react-intl';
import { defaultLocale, toAppLocale } from '@tillwise/core/settings/locale';
import { loadMessages } from '@/lib/i18n/load-messages';
import { sessionLocale } from '@/lib/session-locale';
import { toast } from '@/lib/toast';
import { createDirectPrinter } from '../lib/direct-printer';
import { printerErrorText } from '../lib/printer-error-messages';
import { printerSettingsStore, usePrinterSettings } from './printer-settings-store';

/** A printer's failure as a toast in the signed-in person's language (the queue runs outside React). */
async function showPrinterError(message: string, title?: string) {
  const locale = toAppLocale(sessionLocale()) ?? defaultLocale;
  const messages = await loadMessages(locale).catch(() => ({}));
  const intl = createIntl({
    locale,
    defaultLocale,
    messages,
    onError: (error) => {
      if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
    },
  });
  const shown = printerErrorText(intl, message, title);
  if (shown.title) toast.error(shown.title, { description: shown.text });
  else toast.error(shown.text);
}

// One printer for the page: its queue keeps a receipt and a drawer kick from interleaving, whichever screen sent them.
const printer = createDirectPrinter({
  settings: printerSettingsStore.get,
  onError: (message, title) => void showPrinterError(message, title),
});

/** The same printer for a screen that loads it when it first prints (load-page-printer.ts); direct as it prints. */
export const pagePrinter = { ...printer, direct: () => printerSettingsStore.get().connection !== 'browser' };

/**
 * This device's receipt printer. direct is false while it prints through the browser's dialog (the default); then
 * the till keeps its print dialog. The transport and ESC/POS encoder load on the first print, so this hook is all
 * the till carries until then. Every action resolves to whether it worked and shows a toast when it did not.
 */
export function useDirectPrinter() {
  const settings = usePrinterSettings();
  return { settings, direct: settings.connection !== 'browser', ...printer };
}

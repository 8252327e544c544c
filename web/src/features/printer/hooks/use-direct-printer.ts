import { toast } from '@/lib/toast';
import { createDirectPrinter } from '../lib/direct-printer';
import { printerSettingsStore, usePrinterSettings } from './printer-settings-store';

// One printer for the page: its queue keeps a receipt and a drawer kick from interleaving, whichever screen sent them.
const printer = createDirectPrinter({
  settings: printerSettingsStore.get,
  onError: (message, title) => (title ? toast.error(title, { description: message }) : toast.error(message)),
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

import type { PrinterSettings } from '@tillwise/core/escpos/printer-settings';
import type { ReceiptForPrint } from '@tillwise/core/escpos/receipt-bytes';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import type { ReceiptSettings } from '@tillwise/core/settings/receipt-settings';
import { moneyFormat } from '@/lib/money';
import type { ChosenPrinter, PrinterTransport } from './printer-transport';
import type * as Runtime from './printer-runtime';

/** The transport and core's ESC/POS encoder: what the till loads the first time it prints. */
export type PrinterRuntime = Omit<typeof Runtime, 'printerTransport'> & {
  printerTransport: Pick<PrinterTransport, 'write' | 'choose'>;
};

export interface DirectPrinterDeps {
  /** The printer settings at the moment of printing. */
  settings: () => PrinterSettings;
  /** Shows a failure to the person at the till (a toast); title names what did not happen. */
  onError: (message: string, title?: string) => void;
  load?: () => Promise<PrinterRuntime>;
}

export const browserPrintMessage =
  'This device prints with the browser’s print dialog: choose a USB or serial printer under Settings › Hardware.';

const paidInCash = (sale: Pick<Sale, 'payments'>) => sale.payments.some((payment) => payment.method === 'cash');

/**
 * Receipts and drawer kicks straight to an ESC/POS printer, one job after another so two never interleave. Every
 * call resolves to whether the printer took the bytes: a failure goes to onError and is never thrown at the till.
 */
export function createDirectPrinter({
  settings,
  onError,
  // One chunk loaded on first use, keeping the transport and encoder off the till's first load.
  load = () => import('./printer-runtime'),
}: DirectPrinterDeps) {
  let queue: Promise<unknown> = Promise.resolve();

  function send(title: string, build: (current: PrinterSettings) => Promise<Uint8Array>): Promise<boolean> {
    const job = queue
      .then(async () => {
        const current = settings();
        if (current.connection === 'browser') throw new Error(browserPrintMessage);
        const bytes = await build(current);
        const { printerTransport } = await load();
        await printerTransport.write({ connection: current.connection, baudRate: current.baudRate }, bytes);
        return true;
      })
      .catch((error: unknown) => {
        onError(error instanceof Error ? error.message : String(error), title);
        return false;
      });
    queue = job;
    return job;
  }

  // With the print dialog there is no drawer to reach: the No Sale button still works, the drawer opens by key.
  const openDrawer = () =>
    settings().connection === 'browser'
      ? Promise.resolve(false)
      : send('Drawer not opened', async () => (await load()).noSaleBytes());

  return {
    /** Sends ESC/POS bytes as they are (a test print). */
    printBytes: (bytes: Uint8Array) => send('Nothing printed', async () => bytes),

    /** Prints a receipt; the drawer opens after the cut when it was a cash sale and the settings say so. */
    printReceipt: (receipt: ReceiptForPrint, { cash }: { cash: boolean }) =>
      send('Receipt not printed', async ({ paperWidth, openDrawerOnCash }) =>
        (await load()).receiptBytes(receipt, { paperWidth, openDrawer: cash && openDrawerOnCash }),
      ),

    /**
     * Prints a sale's receipt (receiptForPrint, loaded with the encoder). The drawer stays shut unless cash is
     * set: at the till it opened when the sale completed (openDrawerForSale), and a reprint must not open it.
     */
    printSale: (
      sale: Sale,
      receiptSettings: ReceiptSettings,
      { cash = false, timeZone }: { cash?: boolean; timeZone?: string } = {},
    ) =>
      send('Receipt not printed', async ({ paperWidth, openDrawerOnCash }) => {
        const { receiptBytes, receiptForPrint, receiptLinkUrl } = await load();
        const link = receiptSettings.showReceiptLink ? await receiptLinkUrl(sale.id) : null;
        const receipt = receiptForPrint(sale, receiptSettings, { timeZone, link, money: moneyFormat() });
        return receiptBytes(receipt, { paperWidth, openDrawer: cash && openDrawerOnCash });
      }),

    /** Kicks the cash drawer (No Sale, the settings' Open drawer); does nothing while printing with the dialog. */
    openDrawer,

    /** Kicks the drawer for a sale paid at least partly in cash, when a direct printer is set to; else does nothing. */
    openDrawerForSale: (sale: Pick<Sale, 'payments'>) => {
      const { openDrawerOnCash } = settings();
      return openDrawerOnCash && paidInCash(sale) ? openDrawer() : Promise.resolve(false);
    },

    /** Asks the browser for the printer (call it straight from a click); the printer chosen, or null. */
    async choosePrinter(): Promise<ChosenPrinter | null> {
      const { connection, baudRate } = settings();
      try {
        if (connection === 'browser') throw new Error(browserPrintMessage);
        return await (await load()).printerTransport.choose({ connection, baudRate });
      } catch (error) {
        onError(error instanceof Error ? error.message : String(error));
        return null;
      }
    },
  };
}

export type DirectPrinter = ReturnType<typeof createDirectPrinter>;

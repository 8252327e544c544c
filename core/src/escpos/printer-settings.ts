import { z } from 'zod';
import { refusal } from '../i18n/core-message';
import { escposMessages } from './escpos-messages';

/**
 * How the till reaches its receipt printer: the browser's print dialog (window.print, works with any printer),
 * or ESC/POS bytes straight to a thermal printer over WebUSB or Web Serial.
 */
export const printerConnections = ['browser', 'usb', 'serial'] as const;
export type PrinterConnection = (typeof printerConnections)[number];

/** Thermal paper rolls: 58 mm prints 32 characters a line, 80 mm prints 48. */
export const paperWidths = [58, 80] as const;
export type PaperWidth = (typeof paperWidths)[number];

/** The serial speeds receipt printers offer; 9600 is what most ship set to. */
export const baudRates = [9600, 19200, 38400, 57600, 115200] as const;
export type BaudRate = (typeof baudRates)[number];

/** One till's receipt printer and cash drawer; anything left out takes its default. */
export const printerSettingsSchema = z.object({
  connection: z.enum(printerConnections, refusal(escposMessages.chooseConnection)).default('browser'),
  paperWidth: z.literal(paperWidths, refusal(escposMessages.choosePaperWidth)).default(80),
  /** Kick the drawer (wired to the printer) after a sale paid at least partly in cash. */
  openDrawerOnCash: z.boolean(refusal(escposMessages.chooseDrawer)).default(true),
  /** Used only for a serial connection. */
  baudRate: z.literal(baudRates, refusal(escposMessages.chooseBaudRate)).default(9600),
});
export type PrinterSettings = z.infer<typeof printerSettingsSchema>;

/** A till with no printer set up: the browser's print dialog on 80 mm paper. */
export const defaultPrinterSettings: PrinterSettings = {
  connection: 'browser',
  paperWidth: 80,
  openDrawerOnCash: true,
  baudRate: 9600,
};

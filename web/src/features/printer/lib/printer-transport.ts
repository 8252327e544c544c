import type { PrinterConnection } from '@tillwise/core/escpos/printer-settings';
import type { HardwareNavigator, UsbDevice, WebSerial, WebSerialPort, WebUsb } from './web-hardware';
import { attempt, fail, isDomError, PrinterError, printerMessages } from './printer-error';
import { openSerial, openUsb, serialPrinterName, usbPrinterName } from './printer-link';
import type { PrinterLink } from './printer-link';

/** A printer reached straight from the browser rather than through the print dialog. */
export type DirectConnection = Exclude<PrinterConnection, 'browser'>;

/** Where to send the bytes: the connection and, for serial, the speed the printer is set to. */
export interface PrinterTarget {
  connection: DirectConnection;
  baudRate: number;
}

/** The printer chosen on this device, remembered so the till finds it again without asking. */
export interface ChosenPrinter {
  name: string;
  vendorId?: number;
  productId?: number;
  serialNumber?: string;
}

const chosenKey = 'tillwise.printer.device.v1';

const sameUsb = (device: UsbDevice, chosen: ChosenPrinter) =>
  device.vendorId === chosen.vendorId &&
  device.productId === chosen.productId &&
  (chosen.serialNumber === undefined || device.serialNumber === chosen.serialNumber);

const sameSerial = (port: WebSerialPort, chosen: ChosenPrinter) => {
  const info = port.getInfo();
  return info.usbVendorId === chosen.vendorId && info.usbProductId === chosen.productId;
};

/** The one allowed device that is the chosen printer, or the only allowed device when none was remembered. */
function pick<T>(allowed: readonly T[], chosen: ChosenPrinter | null, matches: (item: T, c: ChosenPrinter) => boolean) {
  if (chosen) return allowed.find((item) => matches(item, chosen)) ?? null;
  return allowed.length === 1 ? (allowed[0] ?? null) : null;
}

export interface PrinterTransportEnvironment {
  navigator: () => HardwareNavigator;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The printer connection of this page: one link kept open between receipts. choose() asks the browser for the
 * device (it must follow a click); write() uses the device allowed before, without asking, and after a printer was
 * unplugged and back reconnects once, unless part of the data had already printed.
 */
export function createPrinterTransport(environment: PrinterTransportEnvironment) {
  let open: { key: string; link: Promise<PrinterLink> } | null = null;

  const usb = (): WebUsb => environment.navigator().usb ?? fail(printerMessages.noUsb);
  const serial = (): WebSerial => environment.navigator().serial ?? fail(printerMessages.noSerial);

  function remembered(): Partial<Record<DirectConnection, ChosenPrinter>> {
    try {
      const saved: unknown = JSON.parse(environment.storage().getItem(chosenKey) ?? '{}');
      return saved && typeof saved === 'object' ? (saved as Partial<Record<DirectConnection, ChosenPrinter>>) : {};
    } catch {
      return {};
    }
  }

  function remember(connection: DirectConnection, chosen: ChosenPrinter) {
    try {
      environment.storage().setItem(chosenKey, JSON.stringify({ ...remembered(), [connection]: chosen }));
    } catch {
      // Without storage the printer is still used on this page; the till asks again next time.
    }
  }

  async function drop() {
    const closing = open;
    open = null;
    await closing?.link.then((link) => link.close()).catch(() => undefined);
  }

  /** Opens the link to target, replacing one open to another device or at another speed. */
  async function linkTo(target: PrinterTarget, connect: () => Promise<PrinterLink>): Promise<PrinterLink> {
    const key = `${target.connection}:${target.baudRate}`;
    if (open?.key === key) return open.link;
    await drop();
    const link = connect();
    open = { key, link };
    link.catch(() => {
      if (open?.link === link) open = null;
    });
    return link;
  }

  async function reconnect(target: PrinterTarget): Promise<PrinterLink> {
    const chosen = remembered()[target.connection] ?? null;
    if (target.connection === 'usb') {
      const device = pick(await usb().getDevices(), chosen, sameUsb);
      return device ? openUsb(device) : fail(chosen ? notConnected(chosen) : printerMessages.notSetUp);
    }
    const port = pick(await serial().getPorts(), chosen, sameSerial);
    return port ? openSerial(port, target.baudRate) : fail(chosen ? notConnected(chosen) : printerMessages.notSetUp);
  }

  return {
    /** The printer last chosen for this connection on this device, or null. */
    chosen: (connection: DirectConnection): ChosenPrinter | null => remembered()[connection] ?? null,

    /** Shows the browser's device list, opens the printer picked and remembers it; call it straight from a click. */
    async choose(target: PrinterTarget): Promise<ChosenPrinter> {
      const asked = (error: unknown) =>
        isDomError(error, 'NotFoundError', 'AbortError')
          ? printerMessages.notChosen
          : isDomError(error, 'SecurityError', 'NotAllowedError')
            ? printerMessages.gesture
            : String(error);
      let chosen: ChosenPrinter;
      let connect: () => Promise<PrinterLink>;
      if (target.connection === 'usb') {
        // No filter: many receipt printers (Epson, Star) show a vendor class rather than the printer class.
        const device = await attempt(() => usb().requestDevice({ filters: [] }), asked);
        const { vendorId, productId, serialNumber } = device;
        chosen = { name: usbPrinterName(device), vendorId, productId, ...(serialNumber && { serialNumber }) };
        connect = () => openUsb(device);
      } else {
        const port = await attempt(() => serial().requestPort(), asked);
        const { usbVendorId, usbProductId } = port.getInfo();
        chosen = { name: serialPrinterName(port), vendorId: usbVendorId, productId: usbProductId };
        connect = () => openSerial(port, target.baudRate);
      }
      await drop();
      await linkTo(target, connect);
      remember(target.connection, chosen);
      return chosen;
    },

    /** Sends the bytes to the printer allowed before on this device, opening it on first use. */
    async write(target: PrinterTarget, bytes: Uint8Array): Promise<void> {
      const wasOpen = open?.key === `${target.connection}:${target.baudRate}`;
      const link = await linkTo(target, () => reconnect(target));
      try {
        await link.write(bytes);
      } catch (error) {
        await drop();
        // A link kept from earlier dies when the printer is switched off or unplugged; the device is new once back.
        if (!wasOpen || !(error instanceof PrinterError) || error.bytesWritten > 0) throw error;
        const fresh = await linkTo(target, () => reconnect(target));
        await fresh.write(bytes);
      }
    },

    /** Closes the open link, if any (a page leaving, a test). */
    close: drop,
  };
}

const notConnected = (chosen: ChosenPrinter) =>
  `${chosen.name} is not connected: check its cable and power, or choose it again under Settings › Hardware.`;

export type PrinterTransport = ReturnType<typeof createPrinterTransport>;

/** This page's printer connection. */
export const printerTransport = createPrinterTransport({
  navigator: () => navigator as Navigator & HardwareNavigator,
  storage: () => localStorage,
});

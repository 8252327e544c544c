import type { PrinterConnection } from '@tillwise/core/escpos/printer-settings';
import type { HardwareNavigator, UsbConfiguration, UsbDevice, WebSerial, WebSerialPort, WebUsb } from './web-hardware';

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

/** A failure worded for the person at the till; the browser's own error is kept as its cause. */
export class PrinterError extends Error {
  override name = 'PrinterError';
  /** Bytes the printer had taken before it failed: a retry would print them twice. */
  bytesWritten = 0;
}

export const printerMessages = {
  noUsb: 'This browser cannot reach USB printers. Use Chromium or Chrome.',
  noSerial: 'This browser cannot reach serial printers. Use Chromium or Chrome.',
  notChosen: 'No printer was chosen.',
  notSetUp: 'No printer is chosen on this device yet: choose one under Settings › Hardware.',
  gesture: 'The browser shows its printer list only right after a click: press Choose printer again.',
  notPrinter: 'That USB device has no way to take print data: choose the receipt printer.',
  driver:
    'The computer’s own printer driver (or another tab) is using this printer. On Windows give it the WinUSB driver (for example with Zadig); on Linux unload the usblp module.',
  portBusy: 'The serial port is in use by another tab or program.',
  stalled: 'The printer stopped taking data: check its paper and cover, then try again.',
} as const;

/** How many bytes one USB transfer carries: a whole number of 64-byte packets. */
export const usbChunkBytes = 4096;
/** Serial writes are kept small so a slow printer's buffer never overflows before flow control reacts. */
export const serialChunkBytes = 512;
/** USB class 7 is "printer"; an interface of that class is preferred when a device has several. */
const printerClass = 7;
const chosenKey = 'tillwise.printer.device.v1';

/** An open printer. */
interface PrinterLink {
  readonly name: string;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const hex = (value: number | undefined) => (value ?? 0).toString(16).padStart(4, '0');
/** A DOMException (or any error) of one of the names the specs give, e.g. NotFoundError for a cancelled chooser. */
const isDomError = (error: unknown, ...names: string[]) =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof PrinterError) &&
  names.includes(String((error as { name?: unknown }).name));

function fail(message: string, cause?: unknown, bytesWritten = 0): never {
  const error = new PrinterError(message, { cause });
  error.bytesWritten = bytesWritten;
  throw error;
}

/** Calls the browser, turning its errors into the given message (a PrinterError passes through as it is). */
async function attempt<T>(call: () => Promise<T>, message: (error: unknown) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PrinterError) throw error;
    return fail(message(error), error);
  }
}

/** The interface and bulk OUT endpoint print data goes to, preferring an interface of the printer class. */
export function findPrinterEndpoint(configuration: UsbConfiguration | null) {
  const candidates = (configuration?.interfaces ?? []).flatMap((usbInterface) =>
    usbInterface.alternates.flatMap((alternate) =>
      alternate.endpoints
        .filter((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk')
        .map((endpoint) => ({ usbInterface, alternate, endpoint })),
    ),
  );
  return candidates.find((found) => found.alternate.interfaceClass === printerClass) ?? candidates[0] ?? null;
}

export const usbPrinterName = (device: UsbDevice) =>
  device.productName?.trim() || `USB printer ${hex(device.vendorId)}:${hex(device.productId)}`;

export function serialPrinterName(port: WebSerialPort) {
  const { usbVendorId, usbProductId } = port.getInfo();
  return usbVendorId === undefined ? 'Serial port' : `Serial port (USB ${hex(usbVendorId)}:${hex(usbProductId)})`;
}

async function openUsb(device: UsbDevice): Promise<PrinterLink> {
  const name = usbPrinterName(device);
  const driverError = (error: unknown) =>
    isDomError(error, 'SecurityError', 'NetworkError', 'InvalidStateError')
      ? printerMessages.driver
      : `${name} could not be opened: ${String(error)}`;
  if (!device.opened) await attempt(() => device.open(), driverError);
  if (device.configuration === null) await attempt(() => device.selectConfiguration(1), driverError);
  const found = findPrinterEndpoint(device.configuration);
  if (!found) return fail(printerMessages.notPrinter);
  const { usbInterface, alternate, endpoint } = found;
  if (!usbInterface.claimed) await attempt(() => device.claimInterface(usbInterface.interfaceNumber), driverError);
  if (alternate.alternateSetting !== 0) {
    await attempt(
      () => device.selectAlternateInterface(usbInterface.interfaceNumber, alternate.alternateSetting),
      driverError,
    );
  }
  return {
    name,
    async write(bytes) {
      let sent = 0;
      while (sent < bytes.length) {
        const chunk = bytes.slice(sent, sent + usbChunkBytes);
        let result;
        try {
          result = await device.transferOut(endpoint.endpointNumber, chunk);
        } catch (error) {
          return fail(`${name} did not take the data: check that it is on and plugged in.`, error, sent);
        }
        if (result.status === 'stall') {
          await device.clearHalt('out', endpoint.endpointNumber).catch(() => undefined);
          return fail(printerMessages.stalled, undefined, sent);
        }
        if (result.status !== 'ok' || result.bytesWritten === 0) return fail(printerMessages.stalled, undefined, sent);
        sent += result.bytesWritten;
      }
    },
    close: () => device.close(),
  };
}

async function openSerial(port: WebSerialPort, baudRate: number): Promise<PrinterLink> {
  const name = serialPrinterName(port);
  if (!port.writable) {
    await attempt(
      () => port.open({ baudRate }),
      (error) =>
        isDomError(error, 'InvalidStateError', 'NetworkError')
          ? printerMessages.portBusy
          : `${name} could not be opened: ${String(error)}`,
    );
  }
  return {
    name,
    async write(bytes) {
      const writable = port.writable;
      if (!writable) return fail(`${name} is closed: check that the printer is plugged in.`);
      const writer = writable.getWriter();
      let sent = 0;
      try {
        while (sent < bytes.length) {
          const chunk = bytes.slice(sent, sent + serialChunkBytes);
          await writer.write(chunk);
          sent += chunk.length;
        }
      } catch (error) {
        return fail(`${name} did not take the data: check that it is on and plugged in.`, error, sent);
      } finally {
        writer.releaseLock();
      }
    },
    close: () => port.close(),
  };
}

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

import type { UsbConfiguration, UsbDevice, WebSerialPort } from './web-hardware';
import { attempt, fail, isDomError, printerMessages } from './printer-error';

/** How many bytes one USB transfer carries: a whole number of 64-byte packets. */
export const usbChunkBytes = 4096;
/** Serial writes are kept small so a slow printer's buffer never overflows before flow control reacts. */
export const serialChunkBytes = 512;
/** USB class 7 is "printer"; an interface of that class is preferred when a device has several. */
const printerClass = 7;

/** An open printer. */
export interface PrinterLink {
  readonly name: string;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

const hex = (value: number | undefined) => (value ?? 0).toString(16).padStart(4, '0');

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

export async function openUsb(device: UsbDevice): Promise<PrinterLink> {
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

export async function openSerial(port: WebSerialPort, baudRate: number): Promise<PrinterLink> {
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

import { describe, expect, it, vi } from 'vitest';
import { printerMessages } from './printer-error';
import type { PrinterError } from './printer-error';
import { findPrinterEndpoint } from './printer-link';
import { createPrinterTransport } from './printer-transport';
import type {
  HardwareNavigator,
  UsbConfiguration,
  UsbDevice,
  UsbOutTransferResult,
  WebSerialPort,
} from './web-hardware';

const domError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** A receipt printer's USB configuration: a vendor interface first, then the printer-class one with bulk OUT 2. */
const printerConfiguration = (): UsbConfiguration => ({
  configurationValue: 1,
  interfaces: [
    {
      interfaceNumber: 0,
      claimed: false,
      alternates: [
        {
          alternateSetting: 0,
          interfaceClass: 0xff,
          endpoints: [{ endpointNumber: 3, direction: 'out', type: 'bulk', packetSize: 64 }],
        },
      ],
    },
    {
      interfaceNumber: 1,
      claimed: false,
      alternates: [
        {
          alternateSetting: 0,
          interfaceClass: 7,
          endpoints: [
            { endpointNumber: 1, direction: 'in', type: 'bulk', packetSize: 64 },
            { endpointNumber: 2, direction: 'out', type: 'bulk', packetSize: 64 },
          ],
        },
      ],
    },
  ],
});

function fakeUsb(
  overrides: Partial<Pick<UsbDevice, 'vendorId' | 'productId' | 'productName' | 'serialNumber'>> = {},
  transfer?: (data: Uint8Array, index: number) => Promise<UsbOutTransferResult>,
  configuration: UsbConfiguration = printerConfiguration(),
) {
  const calls: string[] = [];
  const written: number[] = [];
  let transfers = 0;
  const device = {
    vendorId: 0x0416,
    productId: 0x5011,
    productName: 'POS-80 Printer',
    ...overrides,
    opened: false as boolean,
    configuration: null as UsbConfiguration | null,
    open: vi.fn(async () => {
      device.opened = true;
      calls.push('open');
    }),
    close: vi.fn(async () => {
      device.opened = false;
      calls.push('close');
    }),
    selectConfiguration: vi.fn(async (value: number) => {
      device.configuration = configuration;
      calls.push(`configuration ${value}`);
    }),
    claimInterface: vi.fn(async (number: number) => void calls.push(`claim ${number}`)),
    selectAlternateInterface: vi.fn(async () => undefined),
    clearHalt: vi.fn(async (direction: string, endpoint: number) => void calls.push(`clear ${direction} ${endpoint}`)),
    transferOut: vi.fn(async (endpoint: number, data: BufferSource) => {
      const bytes = new Uint8Array(data as ArrayBuffer);
      calls.push(`out ${endpoint} ${bytes.length}`);
      const result = (await transfer?.(bytes, transfers++)) ?? { status: 'ok' as const, bytesWritten: bytes.length };
      if (result.status === 'ok') written.push(...bytes.slice(0, result.bytesWritten));
      return result;
    }),
  } satisfies UsbDevice;
  return Object.assign(device, { calls, written });
}

function fakePort(
  info: { usbVendorId?: number; usbProductId?: number } = { usbVendorId: 0x067b, usbProductId: 0x2303 },
) {
  const chunks: number[][] = [];
  const opens: number[] = [];
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    open: vi.fn(async ({ baudRate }: { baudRate: number }) => {
      opens.push(baudRate);
      port.writable = new WritableStream({ write: (chunk) => void chunks.push([...chunk]) });
    }),
    close: vi.fn(async () => void (port.writable = null)),
    getInfo: () => info,
  } satisfies WebSerialPort;
  return Object.assign(port, { chunks, opens });
}

function setUp(hardware: { devices?: UsbDevice[]; chosen?: UsbDevice; ports?: WebSerialPort[] } = {}) {
  const saved = new Map<string, string>();
  const storage = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
  };
  const nav = {
    usb: {
      requestDevice: vi.fn(
        async () => hardware.chosen ?? Promise.reject(domError('NotFoundError', 'No device selected.')),
      ),
      getDevices: vi.fn(async () => hardware.devices ?? []),
    },
    serial: {
      requestPort: vi.fn(async () => hardware.ports?.[0] ?? Promise.reject(domError('NotFoundError'))),
      getPorts: vi.fn(async () => hardware.ports ?? []),
    },
  } satisfies HardwareNavigator;
  const page = () => createPrinterTransport({ navigator: () => nav, storage: () => storage });
  return { transport: page(), reload: page, nav, saved };
}

const usb = { connection: 'usb', baudRate: 9600 } as const;
const bytes = (count: number) => Uint8Array.from({ length: count }, (_, index) => index % 251);

describe('findPrinterEndpoint', () => {
  it('prefers the printer-class interface’s bulk OUT endpoint', () => {
    expect(findPrinterEndpoint(printerConfiguration())?.endpoint.endpointNumber).toBe(2);
  });

  it('takes any bulk OUT endpoint of a vendor-class printer, and none from a device without one', () => {
    const [vendor] = printerConfiguration().interfaces;
    expect(findPrinterEndpoint({ configurationValue: 1, interfaces: [vendor!] })?.endpoint.endpointNumber).toBe(3);
    expect(findPrinterEndpoint({ configurationValue: 1, interfaces: [] })).toBeNull();
    expect(findPrinterEndpoint(null)).toBeNull();
  });
});

describe('createPrinterTransport over USB', () => {
  it('says which browser to use when WebUSB or Web Serial is missing', async () => {
    const transport = createPrinterTransport({ navigator: () => ({}), storage: () => new Map() as never });
    await expect(transport.choose(usb)).rejects.toThrow(printerMessages.noUsb);
    await expect(transport.write(usb, bytes(1))).rejects.toThrow(printerMessages.noUsb);
    await expect(transport.write({ connection: 'serial', baudRate: 9600 }, bytes(1))).rejects.toThrow(
      printerMessages.noSerial,
    );
  });

  it('says no printer was chosen when the chooser is cancelled', async () => {
    const { transport } = setUp();
    await expect(transport.choose(usb)).rejects.toThrow(printerMessages.notChosen);
    await expect(transport.choose({ connection: 'serial', baudRate: 9600 })).rejects.toThrow(printerMessages.notChosen);
    expect(transport.chosen('usb')).toBeNull();
  });

  it('opens the printer chosen, claims its printer interface and sends in 4096-byte transfers', async () => {
    const printer = fakeUsb({ serialNumber: 'A1' });
    const { transport, nav } = setUp({ chosen: printer });
    await expect(transport.choose(usb)).resolves.toEqual({
      name: 'POS-80 Printer',
      vendorId: 0x0416,
      productId: 0x5011,
      serialNumber: 'A1',
    });
    expect(nav.usb.requestDevice).toHaveBeenCalledWith({ filters: [] });
    await transport.write(usb, bytes(10_000));
    expect(printer.calls).toEqual(['open', 'configuration 1', 'claim 1', 'out 2 4096', 'out 2 4096', 'out 2 1808']);
    expect(printer.written).toEqual([...bytes(10_000)]);
    expect(transport.chosen('usb')?.name).toBe('POS-80 Printer');
  });

  it('finds the printer chosen earlier without asking, after the page reloads', async () => {
    const printer = fakeUsb({ serialNumber: 'A1' });
    const scanner = fakeUsb({ vendorId: 0x05e0, productId: 0x1200, productName: 'Scanner' });
    const { transport, reload, nav } = setUp({ chosen: printer, devices: [scanner, printer] });
    await transport.choose(usb);
    const afterReload = reload();
    await afterReload.write(usb, bytes(3));
    expect(nav.usb.requestDevice).toHaveBeenCalledTimes(1);
    expect(scanner.calls).toEqual([]);
    expect(printer.written).toEqual([0, 1, 2]);
  });

  it('uses the one allowed device when none was remembered, and asks for a choice among several', async () => {
    const printer = fakeUsb({ productName: '' });
    await setUp({ devices: [printer] }).transport.write(usb, bytes(2));
    expect(printer.written).toEqual([0, 1]);
    await expect(setUp({ devices: [] }).transport.write(usb, bytes(2))).rejects.toThrow(printerMessages.notSetUp);
    await expect(setUp({ devices: [fakeUsb(), fakeUsb()] }).transport.write(usb, bytes(2))).rejects.toThrow(
      printerMessages.notSetUp,
    );
  });

  it('names the remembered printer when it is not plugged in', async () => {
    const { transport, reload, nav } = setUp({ chosen: fakeUsb() });
    await transport.choose(usb);
    nav.usb.getDevices.mockResolvedValue([fakeUsb({ productId: 0x0001 })]);
    await expect(reload().write(usb, bytes(1))).rejects.toThrow(
      'POS-80 Printer is not connected: check its cable and power, or choose it again under Settings › Hardware.',
    );
  });

  it('reconnects once to a printer switched off and on, but never reprints what already printed', async () => {
    // Prints once, then is switched off: the browser's device object for it is dead from then on.
    const dead = fakeUsb({}, async (data, index) =>
      index === 0
        ? { status: 'ok', bytesWritten: data.length }
        : Promise.reject(domError('NotFoundError', 'The device was disconnected.')),
    );
    const back = fakeUsb();
    const { transport, nav } = setUp({ devices: [dead] });
    await transport.write(usb, bytes(1));
    nav.usb.getDevices.mockResolvedValue([back]);
    await transport.write(usb, bytes(5000));
    expect(back.written).toEqual([...bytes(5000)]);

    const halfway = fakeUsb({}, async (data, index) =>
      index === 0 ? { status: 'ok', bytesWritten: data.length } : Promise.reject(domError('NetworkError')),
    );
    nav.usb.getDevices.mockResolvedValue([halfway]);
    await transport.close();
    await expect(transport.write(usb, bytes(5000))).rejects.toMatchObject({
      message: 'POS-80 Printer did not take the data: check that it is on and plugged in.',
      bytesWritten: 4096,
    } satisfies Partial<PrinterError>);
    expect(nav.usb.getDevices).toHaveBeenCalledTimes(3);
  });

  it('explains a printer held by the computer’s driver, a stall, and a device that is not a printer', async () => {
    const held = fakeUsb();
    held.claimInterface.mockRejectedValue(domError('SecurityError', 'Access denied.'));
    await expect(setUp({ devices: [held] }).transport.write(usb, bytes(1))).rejects.toThrow(printerMessages.driver);

    const stalled = fakeUsb({}, async () => ({ status: 'stall', bytesWritten: 0 }));
    await expect(setUp({ devices: [stalled] }).transport.write(usb, bytes(1))).rejects.toThrow(printerMessages.stalled);
    expect(stalled.calls).toContain('clear out 2');

    const keyboard = fakeUsb({}, undefined, { configurationValue: 1, interfaces: [] });
    await expect(setUp({ chosen: keyboard }).transport.choose(usb)).rejects.toThrow(printerMessages.notPrinter);
  });
});

describe('createPrinterTransport over serial', () => {
  const serial = { connection: 'serial', baudRate: 9600 } as const;

  it('opens the port chosen at the baud rate set and writes in 512-byte pieces', async () => {
    const port = fakePort();
    const { transport } = setUp({ ports: [port] });
    await expect(transport.choose(serial)).resolves.toEqual({
      name: 'Serial port (USB 067b:2303)',
      vendorId: 0x067b,
      productId: 0x2303,
    });
    await transport.write(serial, bytes(1200));
    expect(port.opens).toEqual([9600]);
    expect(port.chunks.map((chunk) => chunk.length)).toEqual([512, 512, 176]);
    expect(port.chunks.flat()).toEqual([...bytes(1200)]);
  });

  it('reopens the remembered port when the baud rate changes', async () => {
    const other = fakePort({});
    const port = fakePort();
    const { transport, nav } = setUp({ ports: [port, other] });
    await transport.choose(serial);
    await transport.write({ connection: 'serial', baudRate: 19200 }, bytes(2));
    expect(port.opens).toEqual([9600, 19200]);
    expect(port.close).toHaveBeenCalledTimes(1);
    expect(other.opens).toEqual([]);
    expect(nav.serial.requestPort).toHaveBeenCalledTimes(1);
  });

  it('says when another program holds the port', async () => {
    const port = fakePort();
    port.open.mockRejectedValue(domError('InvalidStateError', 'The port is already open.'));
    await expect(setUp({ ports: [port] }).transport.write(serial, bytes(1))).rejects.toThrow(printerMessages.portBusy);
  });
});

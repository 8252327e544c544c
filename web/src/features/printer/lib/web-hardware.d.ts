/**
 * The parts of WebUSB (https://wicg.github.io/webusb/) and Web Serial (https://wicg.github.io/serial/) the receipt
 * printer uses. TypeScript's DOM library has neither (Chromium alone ships them), and these are exported types rather
 * than globals, so they cannot clash with @types/w3c-web-usb or another feature's own declarations.
 */

export interface UsbDeviceFilter {
  vendorId?: number;
  productId?: number;
  classCode?: number;
  subclassCode?: number;
  protocolCode?: number;
  serialNumber?: string;
}

export interface UsbEndpoint {
  readonly endpointNumber: number;
  readonly direction: 'in' | 'out';
  readonly type: 'bulk' | 'interrupt' | 'isochronous';
  readonly packetSize: number;
}

export interface UsbAlternateInterface {
  readonly alternateSetting: number;
  readonly interfaceClass: number;
  readonly endpoints: readonly UsbEndpoint[];
}

export interface UsbInterface {
  readonly interfaceNumber: number;
  readonly claimed: boolean;
  readonly alternates: readonly UsbAlternateInterface[];
}

export interface UsbConfiguration {
  readonly configurationValue: number;
  readonly interfaces: readonly UsbInterface[];
}

export interface UsbOutTransferResult {
  readonly bytesWritten: number;
  readonly status: 'ok' | 'stall' | 'babble';
}

export interface UsbDevice {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName?: string;
  readonly manufacturerName?: string;
  readonly serialNumber?: string;
  readonly opened: boolean;
  readonly configuration: UsbConfiguration | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(configurationValue: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  selectAlternateInterface(interfaceNumber: number, alternateSetting: number): Promise<void>;
  clearHalt(direction: 'in' | 'out', endpointNumber: number): Promise<void>;
  transferOut(endpointNumber: number, data: BufferSource): Promise<UsbOutTransferResult>;
}

/** navigator.usb */
export interface WebUsb {
  requestDevice(options: { filters: UsbDeviceFilter[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}

export interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

export interface SerialOptions {
  baudRate: number;
  dataBits?: 7 | 8;
  stopBits?: 1 | 2;
  parity?: 'none' | 'even' | 'odd';
  flowControl?: 'none' | 'hardware';
}

export interface WebSerialPort {
  readonly writable: WritableStream<Uint8Array> | null;
  open(options: SerialOptions): Promise<void>;
  close(): Promise<void>;
  getInfo(): SerialPortInfo;
}

/** navigator.serial */
export interface WebSerial {
  requestPort(options?: { filters?: { usbVendorId?: number; usbProductId?: number }[] }): Promise<WebSerialPort>;
  getPorts(): Promise<WebSerialPort[]>;
}

/** The navigator as Chromium has it: either API is absent in other browsers, and outside a secure context. */
export interface HardwareNavigator {
  readonly usb?: WebUsb;
  readonly serial?: WebSerial;
}

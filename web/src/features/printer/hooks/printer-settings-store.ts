import { useSyncExternalStore } from 'react';
import type { BaudRate, PaperWidth, PrinterConnection, PrinterSettings } from '@tillwise/core/escpos/printer-settings';

/**
 * The receipt printer belongs to the device (the browser holds the USB or serial permission), so its settings live
 * in this browser's storage rather than on the server.
 */
export const printerSettingsKey = 'tillwise.printer.v1';

// printerSettingsSchema's values and defaults, spelt out: the till reads its printer on every load, and the schema
// would bring zod (16 KB gzip) onto its first load. Record<…> makes the compiler hold these to the schema's types,
// and printer-settings-store.test.ts checks this reads every input exactly as printerSettingsSchema does.
const connections: Record<PrinterConnection, true> = { browser: true, usb: true, serial: true };
const paperWidths: Record<PaperWidth, true> = { 58: true, 80: true };
const baudRates: Record<BaudRate, true> = { 9600: true, 19200: true, 38400: true, 57600: true, 115200: true };

/** The same as core's defaultPrinterSettings: the browser's print dialog on 80 mm paper. */
export const printerDefaults: PrinterSettings = {
  connection: 'browser',
  paperWidth: 80,
  openDrawerOnCash: true,
  baudRate: 9600,
};

const isKey = <K extends string | number>(allowed: Record<K, true>, value: unknown, type: 'string' | 'number') =>
  typeof value === type && Object.hasOwn(allowed, value as K);

/**
 * Saved printer settings as printerSettingsSchema reads them: a setting left out takes its default, and anything
 * unreadable or out of range (bad JSON, an unknown connection, 70 mm paper) gives the defaults.
 */
export function parsePrinterSettings(saved: string | null): PrinterSettings {
  let value: unknown;
  try {
    value = JSON.parse(saved ?? 'null');
  } catch {
    return printerDefaults;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return printerDefaults;
  const { connection, paperWidth, openDrawerOnCash, baudRate } = { ...printerDefaults, ...value };
  const valid =
    isKey(connections, connection, 'string') &&
    isKey(paperWidths, paperWidth, 'number') &&
    typeof openDrawerOnCash === 'boolean' &&
    isKey(baudRates, baudRate, 'number');
  return valid ? ({ connection, paperWidth, openDrawerOnCash, baudRate } as PrinterSettings) : printerDefaults;
}

const listeners = new Set<() => void>();

function load(): PrinterSettings {
  try {
    return parsePrinterSettings(localStorage.getItem(printerSettingsKey));
  } catch {
    // No storage at all (a locked-down browser): the print dialog, as on a till never set up.
    return printerDefaults;
  }
}

let current = load();

function changed(next: PrinterSettings) {
  current = next;
  for (const listener of listeners) listener();
}

// Settings changed in another tab (Settings open beside the till) reach this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === printerSettingsKey || event.key === null) changed(load());
  });
}

/** This device's printer settings: get() for now, subscribe() for changes, set() to save (may throw without storage). */
export const printerSettingsStore = {
  get: (): PrinterSettings => current,
  set(next: PrinterSettings) {
    localStorage.setItem(printerSettingsKey, JSON.stringify(next));
    changed(next);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** This device's printer settings, re-rendering when they change. */
export function usePrinterSettings(): PrinterSettings {
  return useSyncExternalStore(printerSettingsStore.subscribe, printerSettingsStore.get, printerSettingsStore.get);
}

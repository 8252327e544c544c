import { describe, expect, it, vi } from 'vitest';
import { defaultPrinterSettings, printerSettingsSchema } from '@tillwise/core/escpos/printer-settings';

const saved = new Map<string, string>([['tillwise.printer.v1', '{"connection":"usb","paperWidth":58}']]);
vi.stubGlobal('localStorage', {
  getItem: (key: string) => saved.get(key) ?? null,
  setItem: (key: string, value: string) => void saved.set(key, value),
});
const { parsePrinterSettings, printerDefaults, printerSettingsKey, printerSettingsStore } =
  await import('./printer-settings-store');

/** What printerSettingsSchema makes of saved text: its result, or the defaults when it refuses it. */
function bySchema(text: string | null) {
  try {
    const parsed = printerSettingsSchema.safeParse(JSON.parse(text ?? 'null'));
    return parsed.success ? parsed.data : defaultPrinterSettings;
  } catch {
    return defaultPrinterSettings;
  }
}

const missing = Symbol('missing');
const candidates = {
  connection: [missing, 'browser', 'usb', 'serial', 'bluetooth', null, 1],
  paperWidth: [missing, 58, 80, '80', 70, 58.5],
  openDrawerOnCash: [missing, true, false, 'yes', 0],
  baudRate: [missing, 9600, 115200, 4800, '9600'],
};
const combinations = Object.entries(candidates).reduce<Record<string, unknown>[]>(
  (rows, [key, values]) =>
    rows.flatMap((row) => values.map((value) => (value === missing ? row : { ...row, [key]: value }))),
  [{}],
);

describe('parsePrinterSettings', () => {
  it('has the same defaults as core', () => {
    expect(printerDefaults).toEqual(defaultPrinterSettings);
  });

  it(`reads all ${combinations.length} combinations of good, bad and missing settings as printerSettingsSchema does`, () => {
    for (const row of combinations) {
      const text = JSON.stringify({ ...row, extra: 'dropped' });
      expect(parsePrinterSettings(text), text).toEqual(bySchema(text));
    }
  });

  it.each([null, '', 'not json', 'null', '[]', '"usb"', '42', 'true'])('gives the defaults for %j', (text) => {
    expect(parsePrinterSettings(text)).toEqual(defaultPrinterSettings);
    expect(bySchema(text)).toEqual(defaultPrinterSettings);
  });
});

describe('printerSettingsStore', () => {
  it('starts from what this browser saved, with defaults for the rest', () => {
    expect(printerSettingsStore.get()).toEqual({
      connection: 'usb',
      paperWidth: 58,
      openDrawerOnCash: true,
      baudRate: 9600,
    });
  });

  it('saves under tillwise.printer.v1 and tells subscribers until they leave', () => {
    const listener = vi.fn();
    const leave = printerSettingsStore.subscribe(listener);
    const next = { connection: 'serial', paperWidth: 80, openDrawerOnCash: false, baudRate: 19200 } as const;
    printerSettingsStore.set(next);
    expect(printerSettingsStore.get()).toEqual(next);
    expect(JSON.parse(saved.get(printerSettingsKey) ?? '{}')).toEqual(next);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    printerSettingsStore.set(printerDefaults);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

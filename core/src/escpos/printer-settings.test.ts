import { describe, expect, it } from 'vitest';
import { defaultPrinterSettings, printerSettingsSchema } from './printer-settings';

describe('printerSettingsSchema', () => {
  it('fills in the defaults: browser printing on 80 mm paper, drawer opens for cash, 9600 baud', () => {
    expect(printerSettingsSchema.parse({})).toEqual(defaultPrinterSettings);
    expect(defaultPrinterSettings).toEqual({
      connection: 'browser',
      paperWidth: 80,
      openDrawerOnCash: true,
      baudRate: 9600,
    });
  });

  it('accepts a serial printer on 58 mm paper', () => {
    const settings = { connection: 'serial', paperWidth: 58, openDrawerOnCash: false, baudRate: 115200 };
    expect(printerSettingsSchema.parse(settings)).toEqual(settings);
  });

  it('keeps what is given and defaults the rest', () => {
    expect(printerSettingsSchema.parse({ connection: 'usb', paperWidth: 58 })).toEqual({
      ...defaultPrinterSettings,
      connection: 'usb',
      paperWidth: 58,
    });
  });

  it.each([
    ['an unknown connection', { connection: 'bluetooth' }],
    ['a paper width no printer takes', { paperWidth: 76 }],
    ['a paper width as text', { paperWidth: '80' }],
    ['a drawer choice as text', { openDrawerOnCash: 'yes' }],
    ['a baud rate printers do not offer', { baudRate: 14400 }],
    ['null', null],
  ])('refuses %s', (_name, input) => {
    expect(printerSettingsSchema.safeParse(input).success).toBe(false);
  });

  it('says what is wrong in words', () => {
    const result = printerSettingsSchema.safeParse({ paperWidth: 76, baudRate: 1 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paperWidth', 'Choose 58 mm or 80 mm'],
      ['baudRate', 'Choose a baud rate the printer offers'],
    ]);
  });
});

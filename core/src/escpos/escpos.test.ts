import { describe, expect, it } from 'vitest';
import { drawerKickBytes, escpos, noSaleBytes, toAscii } from './escpos';

const bytesOf = (doc: { bytes(): Uint8Array }) => [...doc.bytes()];

describe('escpos commands', () => {
  it('starts empty and returns a Uint8Array', () => {
    expect(escpos().bytes()).toBeInstanceOf(Uint8Array);
    expect(bytesOf(escpos())).toEqual([]);
  });

  it.each([
    ['init', escpos().init(), [0x1b, 0x40]],
    ['newline', escpos().newline(), [0x0a]],
    ['three newlines', escpos().newline(3), [0x0a, 0x0a, 0x0a]],
    ['bold on', escpos().bold(true), [0x1b, 0x45, 0x01]],
    ['bold off', escpos().bold(false), [0x1b, 0x45, 0x00]],
    ['align left', escpos().align('left'), [0x1b, 0x61, 0x00]],
    ['align centre', escpos().align('center'), [0x1b, 0x61, 0x01]],
    ['align right', escpos().align('right'), [0x1b, 0x61, 0x02]],
    ['double size', escpos().size('double'), [0x1d, 0x21, 0x11]],
    ['double height', escpos().size('tall'), [0x1d, 0x21, 0x01]],
    ['double width', escpos().size('wide'), [0x1d, 0x21, 0x10]],
    ['normal size', escpos().size('normal'), [0x1d, 0x21, 0x00]],
    ['feed 3 lines', escpos().feed(3), [0x1b, 0x64, 0x03]],
    ['partial cut', escpos().cut(), [0x1d, 0x56, 0x42, 0x00]],
    ['partial cut with feed', escpos().cut('partial', 10), [0x1d, 0x56, 0x42, 0x0a]],
    ['full cut', escpos().cut('full', 0), [0x1d, 0x56, 0x41, 0x00]],
    ['drawer kick, pin 2', escpos().drawerKick(2), [0x1b, 0x70, 0x00, 0x19, 0xfa]],
    ['drawer kick, pin 5', escpos().drawerKick(5), [0x1b, 0x70, 0x01, 0x19, 0xfa]],
    ['raw bytes', escpos().raw([0x1b, 0x74, 0x00]), [0x1b, 0x74, 0x00]],
  ])('%s', (_name, doc, expected) => {
    expect(bytesOf(doc)).toEqual(expected);
  });

  it('encodes text as ASCII, with line() ending it in LF', () => {
    expect(bytesOf(escpos().text('Hi $1'))).toEqual([0x48, 0x69, 0x20, 0x24, 0x31]);
    expect(bytesOf(escpos().line('OK'))).toEqual([0x4f, 0x4b, 0x0a]);
    expect(bytesOf(escpos().line(''))).toEqual([0x0a]);
  });

  it('chains commands in order', () => {
    const doc = escpos().init().align('center').bold(true).text('Greenleaf').newline().bold(false);
    expect(bytesOf(doc)).toEqual([
      ...[0x1b, 0x40],
      ...[0x1b, 0x61, 0x01],
      ...[0x1b, 0x45, 0x01],
      ...[0x47, 0x72, 0x65, 0x65, 0x6e, 0x6c, 0x65, 0x61, 0x66],
      0x0a,
      ...[0x1b, 0x45, 0x00],
    ]);
  });

  it('leaves a builder unchanged when it is built on', () => {
    const start = escpos().init();
    start.text('A');
    start.drawerKick(2);
    expect(bytesOf(start)).toEqual([0x1b, 0x40]);
    expect(bytesOf(start.text('B'))).toEqual([0x1b, 0x40, 0x42]);
  });

  it('refuses arguments a single byte cannot carry', () => {
    expect(() => escpos().feed(256)).toThrow(RangeError);
    expect(() => escpos().feed(-1)).toThrow(RangeError);
    expect(() => escpos().feed(1.5)).toThrow(RangeError);
    expect(() => escpos().cut('partial', 300)).toThrow(RangeError);
    expect(() => escpos().raw([0x100])).toThrow(RangeError);
  });
});

describe('CODE128 barcodes', () => {
  it('sets height, module width and text below, then GS k 73 with {B and the data', () => {
    expect(bytesOf(escpos().barcode128('REF-0001'))).toEqual([
      ...[0x1d, 0x68, 80],
      ...[0x1d, 0x77, 0x02],
      ...[0x1d, 0x48, 0x02],
      ...[0x1d, 0x6b, 0x49, 0x0a, 0x7b, 0x42],
      ...[0x52, 0x45, 0x46, 0x2d, 0x30, 0x30, 0x30, 0x31],
    ]);
  });

  it('takes a height and width', () => {
    expect(bytesOf(escpos().barcode128('A', { height: 50, width: 3 }))).toEqual([
      ...[0x1d, 0x68, 50],
      ...[0x1d, 0x77, 0x03],
      ...[0x1d, 0x48, 0x02],
      ...[0x1d, 0x6b, 0x49, 0x03, 0x7b, 0x42, 0x41],
    ]);
  });

  it('sends a literal { as {{, counted in n', () => {
    expect(bytesOf(escpos().barcode128('a{b')).slice(9)).toEqual([
      0x1d, 0x6b, 0x49, 0x06, 0x7b, 0x42, 0x61, 0x7b, 0x7b, 0x62,
    ]);
  });

  it('refuses data it cannot encode', () => {
    expect(() => escpos().barcode128('')).toThrow(RangeError);
    expect(() => escpos().barcode128('café')).toThrow(RangeError);
    expect(() => escpos().barcode128('x'.repeat(254))).toThrow(RangeError);
    expect(() => escpos().barcode128('A', { width: 7 })).toThrow(RangeError);
    expect(() => escpos().barcode128('A', { height: 0 })).toThrow(RangeError);
  });
});

describe('toAscii', () => {
  it('replaces typographic characters with ASCII look-alikes', () => {
    expect(toAscii('–’·')).toBe("-'.");
    expect(bytesOf(escpos().text('–’·'))).toEqual([0x2d, 0x27, 0x2e]);
    expect(toAscii('“Fresh” — 2 × 1L… €5')).toBe('"Fresh" - 2 x 1L... EUR5');
  });

  it('drops accents, whether the letter comes composed or decomposed', () => {
    expect(toAscii('Crème brûlée, jalapeño')).toBe('Creme brulee, jalapeno');
    expect(toAscii('Cafe\u0301')).toBe('Cafe');
    expect(toAscii('\u0301x')).toBe('x');
    expect(toAscii('Straße')).toBe('Strasse');
  });

  it('turns whitespace into spaces and anything else into ?', () => {
    expect(toAscii('a\tb\nc\u00a0d')).toBe('a b c d');
    expect(toAscii('Tea 🍵 茶')).toBe('Tea ? ?');
    expect(toAscii('\u001b@')).toBe('?@');
  });

  it('leaves printable ASCII alone', () => {
    const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
    expect(toAscii(ascii)).toBe(ascii);
  });
});

describe('cash drawer', () => {
  it('kicks pin 2 or pin 5 for 50 ms on, 500 ms off', () => {
    expect([...drawerKickBytes(2)]).toEqual([0x1b, 0x70, 0x00, 0x19, 0xfa]);
    expect([...drawerKickBytes(5)]).toEqual([0x1b, 0x70, 0x01, 0x19, 0xfa]);
  });

  it('opens for No Sale with nothing printed', () => {
    expect([...noSaleBytes()]).toEqual([0x1b, 0x40, 0x1b, 0x70, 0x00, 0x19, 0xfa]);
    expect([...noSaleBytes(5)]).toEqual([0x1b, 0x40, 0x1b, 0x70, 0x01, 0x19, 0xfa]);
  });
});

describe('QR codes', () => {
  it('selects model 2, the module size and error correction M, stores the data, then prints it', () => {
    const url = 'https://shop.example/r/a.b';
    const stored = url.length + 3;
    expect(bytesOf(escpos().qrCode(url, 6))).toEqual([
      ...[0x1d, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00],
      ...[0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, 6],
      ...[0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x31],
      ...[0x1d, 0x28, 0x6b, stored, 0x00, 0x31, 0x50, 0x30, ...Array.from(url, (c) => c.charCodeAt(0))],
      ...[0x1d, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30],
    ]);
  });

  it('refuses what a printer cannot encode', () => {
    expect(() => escpos().qrCode('')).toThrow(RangeError);
    expect(() => escpos().qrCode('café')).toThrow(RangeError);
    expect(() => escpos().qrCode('x'.repeat(701))).toThrow(RangeError);
    expect(() => escpos().qrCode('x', 17)).toThrow(RangeError);
  });
});

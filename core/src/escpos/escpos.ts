/**
 * ESC/POS commands for 58 mm and 80 mm thermal receipt printers, as bytes to send over USB or serial.
 * Text is sent as plain printable ASCII (the one range every code page agrees on), so no code page is selected.
 */

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export type Align = 'left' | 'center' | 'right';
/** normal, double height, double width, or both. */
export type TextSize = 'normal' | 'tall' | 'wide' | 'double';
export type CutMode = 'partial' | 'full';
/** The drawer connector pin a cash drawer kicks on: 2 for almost every drawer, 5 for a second one. */
export type DrawerPin = 2 | 5;

export interface Barcode128Options {
  /** Bar height in dots (1 to 255); 80 dots is about 10 mm. */
  height?: number;
  /** Module (narrowest bar) width in dots, 2 to 6. */
  width?: number;
}

/** A receipt being put together; every call returns a new builder and leaves this one as it was. */
export interface EscPos {
  /** ESC @: clears styles left over from whatever printed before. */
  init(): EscPos;
  /** The text as printable ASCII (see toAscii); no line feed. */
  text(text: string): EscPos;
  /** The text then a line feed. */
  line(text: string): EscPos;
  /** LF, count times: ends the current line. */
  newline(count?: number): EscPos;
  /** ESC E n. */
  bold(on: boolean): EscPos;
  /** ESC a n; takes effect at the start of a line. */
  align(align: Align): EscPos;
  /** GS ! n: character magnification. */
  size(size: TextSize): EscPos;
  /** ESC d n: prints what is buffered and feeds n lines. */
  feed(lines: number): EscPos;
  /** GS V m n: feeds to the cutter plus n motion units, then cuts (partial leaves a hinge). */
  cut(mode?: CutMode, feed?: number): EscPos;
  /** ESC p: pulses the cash drawer on the given pin. */
  drawerKick(pin: DrawerPin): EscPos;
  /** A CODE128 barcode (code set B) with its text printed below. */
  barcode128(data: string, options?: Barcode128Options): EscPos;
  /** GS ( k: a QR code (model 2, error correction M) of printable ASCII, each module `moduleSize` dots. */
  qrCode(data: string, moduleSize?: number): EscPos;
  /** Bytes sent as they are, for a command this builder lacks. */
  raw(bytes: readonly number[]): EscPos;
  bytes(): Uint8Array;
}

const alignCodes: Record<Align, number> = { left: 0, center: 1, right: 2 };
const sizeCodes: Record<TextSize, number> = { normal: 0x00, tall: 0x01, wide: 0x10, double: 0x11 };
const cutCodes: Record<CutMode, number> = { full: 0x41, partial: 0x42 };

/** Close ASCII stand-ins for characters product names and receipt text are likely to hold. */
const fallbacks: Record<string, string> = {
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '·': '.',
  '•': '*',
  '…': '...',
  '×': 'x',
  '÷': '/',
  '€': 'EUR',
  '£': 'GBP',
  '¢': 'c',
  '©': '(c)',
  '®': '(R)',
  '™': 'TM',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
};

const printable = /^[ -~]*$/;

/** One character as printable ASCII: itself, a stand-in, its letter without accents ('é' → 'e'), or '?'. */
function asciiFor(char: string): string {
  if (printable.test(char)) return char;
  const fallback = fallbacks[char];
  if (fallback !== undefined) return fallback;
  if (/\s/u.test(char)) return ' ';
  if (/\p{M}/u.test(char)) return '';
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base && printable.test(base) ? base : '?';
}

/**
 * Text as printable ASCII (0x20–0x7E), so it prints the same on any code page and can never carry a control
 * byte into the printer: dashes and curly quotes become '-' and quotes, accented letters lose their accents,
 * whitespace becomes a space and anything else '?'. Its length is the number of columns it takes.
 */
export function toAscii(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += asciiFor(char);
  return out;
}

/** A command argument as one byte, refusing what the printer would misread. */
function byteArg(value: number, what: string, min = 0, max = 255): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  return value;
}

function asciiBytes(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function barcode128Bytes(data: string, { height = 80, width = 2 }: Barcode128Options): number[] {
  if (!data || !printable.test(data)) throw new RangeError('CODE128 data must be printable ASCII');
  // '{' starts a code set switch in ESC/POS CODE128 data, so a literal one is sent as '{{'.
  const payload = [0x7b, 0x42, ...asciiBytes(data.replaceAll('{', '{{'))];
  return [
    ...[GS, 0x68, byteArg(height, 'Barcode height', 1)],
    ...[GS, 0x77, byteArg(width, 'Barcode module width', 2, 6)],
    ...[GS, 0x48, 0x02],
    ...[GS, 0x6b, 0x49, byteArg(payload.length, 'CODE128 length'), ...payload],
  ];
}

function qrCodeBytes(data: string, moduleSize: number): number[] {
  if (!data || !printable.test(data)) throw new RangeError('QR data must be printable ASCII');
  if (data.length > 700) throw new RangeError('QR data must be at most 700 characters');
  const stored = data.length + 3;
  const fn = (code: number, ...args: number[]) => [GS, 0x28, 0x6b, args.length + 2, 0x00, 0x31, code, ...args];
  return [
    ...fn(0x41, 0x32, 0x00),
    ...fn(0x43, byteArg(moduleSize, 'QR module size', 1, 16)),
    ...fn(0x45, 0x31),
    ...[GS, 0x28, 0x6b, stored & 0xff, stored >> 8, 0x31, 0x50, 0x30, ...asciiBytes(data)],
    ...fn(0x51, 0x30),
  ];
}

/** The cash drawer pulse: on for 50 ms (t1 = 25 × 2 ms), off for 500 ms (t2 = 250 × 2 ms). */
export function drawerKickBytes(pin: DrawerPin): Uint8Array {
  return Uint8Array.of(ESC, 0x70, pin === 2 ? 0x00 : 0x01, 25, 250);
}

/** What the till's No Sale sends: the drawer opens and nothing prints. */
export function noSaleBytes(pin: DrawerPin = 2): Uint8Array {
  return escpos().init().drawerKick(pin).bytes();
}

/**
 * Starts a receipt: escpos().init().align('center').bold(true).line('Greenleaf').cut().bytes().
 * Each call adds one command's bytes; nothing is sent anywhere.
 */
export function escpos(): EscPos {
  return builder([]);
}

function builder(chunks: readonly (readonly number[])[]): EscPos {
  const add = (...bytes: number[]) => builder([...chunks, bytes]);
  return {
    init: () => add(ESC, 0x40),
    text: (text) => add(...asciiBytes(toAscii(text))),
    line: (text) => add(...asciiBytes(toAscii(text)), LF),
    newline: (count = 1) => add(...Array<number>(byteArg(count, 'Line count')).fill(LF)),
    bold: (on) => add(ESC, 0x45, on ? 1 : 0),
    align: (align) => add(ESC, 0x61, alignCodes[align]),
    size: (size) => add(GS, 0x21, sizeCodes[size]),
    feed: (lines) => add(ESC, 0x64, byteArg(lines, 'Feed lines')),
    cut: (mode = 'partial', feed = 0) => add(GS, 0x56, cutCodes[mode], byteArg(feed, 'Cut feed')),
    drawerKick: (pin) => add(...drawerKickBytes(pin)),
    barcode128: (data, options = {}) => add(...barcode128Bytes(data, options)),
    qrCode: (data, moduleSize = 5) => add(...qrCodeBytes(data, moduleSize)),
    raw: (bytes) => add(...bytes.map((byte) => byteArg(byte, 'A raw byte'))),
    bytes: () => Uint8Array.from(chunks.flat()),
  };
}

import { barcodePriceToMinor } from '../money/money';
import { hasValidCheckDigit } from './check-digit';

/** FNC1 as a scanner sends it inside the data: the ASCII group separator ends a variable-length field. */
export const groupSeparator = '\u001d';

/** The AIM symbology identifiers that announce GS1 data: GS1-128, GS1 DataBar, GS1 DataMatrix, GS1 QR Code. */
export const gs1SymbologyIds = [']C1', ']e0', ']d2', ']Q3'] as const;

/** What Tillwise reads from a GS1 element string; anything it carries that is not listed here is refused. */
export interface Gs1Data {
  /** AI (01), the 14 digits as encoded (compare with normalizeGtin). */
  gtin?: string;
  /** AI (3100)–(3103), net weight in kg, as grams. */
  grams?: number;
  /** AI (3920)–(3923), the price to pay in the local currency, in its minor units (cents, yen, fils). */
  priceCents?: number;
  /** AI (17), expiry as YYYY-MM-DD. */
  expiry?: string;
  /** AI (10), batch or lot. */
  batch?: string;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; reason: string };

interface AiRule {
  ai: string;
  /** Fixed-length fields need no separator after them; variable ones run to a separator or the end. */
  length: { fixed: number } | { max: number };
  numeric: boolean;
  /** minorDigits: the digits of the store's currency's minor unit, which a price is read in. */
  read: (value: string, ai: string, minorDigits: number) => Gs1Result;
}

const whatEachIs: Record<keyof Gs1Data, string> = {
  gtin: 'GTIN',
  grams: 'net weight',
  priceCents: 'price',
  expiry: 'expiry date',
  batch: 'batch',
};

const digitsOnly = /^\d+$/;
// GS1 character set 82: the printable ASCII a batch number may use.
const cset82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

const ok = (data: Gs1Data): Gs1Result => ({ ok: true, data });
const fail = (reason: string): Gs1Result => ({ ok: false, reason });

function readGtin(value: string): Gs1Result {
  return hasValidCheckDigit(value) ? ok({ gtin: value }) : fail(`the GTIN ${value} in (01) has a bad check digit`);
}

/** YYMMDD as 20YY-MM-DD; a day of 00 means the last day of the month, as GS1 allows for expiry dates. */
function readDate(value: string): Gs1Result {
  const year = 2000 + Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (monthDays === undefined || day > monthDays) return fail(`the date ${value} in (17) is not a real date`);
  const pad = (part: number) => String(part).padStart(2, '0');
  return ok({ expiry: `${year}-${pad(month)}-${pad(day === 0 ? monthDays : day)}` });
}

function readWeight(value: string, ai: string): Gs1Result {
  return ok({ grams: Number(value) * 10 ** (3 - Number(ai.charAt(3))) });
}

function readPrice(value: string, ai: string, minorDigits: number): Gs1Result {
  const cents = barcodePriceToMinor(Number(value), Number(ai.charAt(3)), minorDigits);
  return Number.isSafeInteger(cents) ? ok({ priceCents: cents }) : fail(`the price in (${ai}) is too large`);
}

function readBatch(value: string): Gs1Result {
  return cset82.test(value) ? ok({ batch: value }) : fail(`the batch in (10) has characters GS1 does not allow`);
}

// AIs are prefix-free (no AI begins another), so the first rule whose AI starts the text is the one.
const rules: AiRule[] = [
  { ai: '01', length: { fixed: 14 }, numeric: true, read: readGtin },
  { ai: '10', length: { max: 20 }, numeric: false, read: readBatch },
  { ai: '17', length: { fixed: 6 }, numeric: true, read: readDate },
  // Weights to 4 or 5 decimals (3104, 3105) would be fractions of a gram, so they are not read.
  ...['3100', '3101', '3102', '3103'].map((ai) => ({ ai, length: { fixed: 6 }, numeric: true, read: readWeight })),
  ...['3920', '3921', '3922', '3923'].map((ai) => ({ ai, length: { max: 15 }, numeric: true, read: readPrice })),
];

function readField(rule: AiRule, value: string, seen: Gs1Data, minorDigits: number): Gs1Result {
  const { ai, length } = rule;
  if ('fixed' in length && value.length !== length.fixed) return fail(`(${ai}) needs ${length.fixed} characters`);
  if ('max' in length && (value.length === 0 || value.length > length.max)) {
    return fail(`(${ai}) needs 1 to ${length.max} characters`);
  }
  if (rule.numeric && !digitsOnly.test(value)) return fail(`(${ai}) must be digits`);
  const field = rule.read(value, ai, minorDigits);
  if (!field.ok) return field;
  const repeated = (Object.keys(field.data) as (keyof Gs1Data)[]).find((key) => key in seen);
  return repeated ? fail(`it carries more than one ${whatEachIs[repeated]}`) : ok({ ...seen, ...field.data });
}

/** The human-readable form, e.g. (01)09501101530003(3103)000755(17)261231(10)ABC123; a value runs to the next (AI). */
function parseBracketed(text: string, minorDigits: number): Gs1Result {
  const parts = text.split(/\((\d{2,4})\)/);
  if (parts[0] !== '') return { ok: false, reason: 'it does not start with an AI in brackets' };
  let data: Gs1Data = {};
  for (let index = 1; index < parts.length; index += 2) {
    const ai = parts[index] ?? '';
    const rule = rules.find((candidate) => candidate.ai === ai);
    if (!rule) return { ok: false, reason: `(${ai}) is not an AI Tillwise reads` };
    // People type spaces between fields; a space inside a value is still refused.
    const field = readField(rule, (parts[index + 1] ?? '').replaceAll(groupSeparator, '').trim(), data, minorDigits);
    if (!field.ok) return field;
    data = field.data;
  }
  return { ok: true, data };
}

/** The form a scanner sends: AIs and values run together, a group separator after each variable-length value. */
function parseConcatenated(text: string, minorDigits: number): Gs1Result {
  let data: Gs1Data = {};
  let at = 0;
  while (at < text.length) {
    if (text[at] === groupSeparator) {
      at++;
      continue;
    }
    const rule = rules.find((candidate) => text.startsWith(candidate.ai, at));
    if (!rule) return { ok: false, reason: `${text.slice(at, at + 4)}… does not start with an AI Tillwise reads` };
    const start = at + rule.ai.length;
    const separator = text.indexOf(groupSeparator, start);
    const variableEnd = separator === -1 ? text.length : separator;
    const end = 'fixed' in rule.length ? start + rule.length.fixed : variableEnd;
    const field = readField(rule, text.slice(start, end), data, minorDigits);
    if (!field.ok) return field;
    data = field.data;
    at = end;
  }
  return { ok: true, data };
}

/** Splits an AIM symbology identifier (such as ]C1 or ]E0) off the front of what a scanner sent. */
export function splitSymbologyId(text: string): { symbologyId: string | null; data: string } {
  const match = /^\][A-Za-z][0-9A-Za-z]/.exec(text);
  return match ? { symbologyId: match[0], data: text.slice(3) } : { symbologyId: null, data: text };
}

/**
 * Reads a GS1 element string (GS1-128, GS1 DataBar and the like) as a scanner delivers it, with or without its
 * symbology identifier, or in the bracketed form people type. Every AI in it must be one Tillwise reads, so a
 * label is never half understood. A price is read in minor units of a currency with `minorDigits` digits (2: cents).
 */
export function parseGs1(text: string, minorDigits = 2): Gs1Result {
  const { data } = splitSymbologyId(text);
  if (data.replaceAll(groupSeparator, '') === '') return { ok: false, reason: 'it is empty' };
  return data.startsWith('(') ? parseBracketed(data, minorDigits) : parseConcatenated(data, minorDigits);
}

import { writesDecimalComma } from '../barcode/weight';

// Apart from typed-decimal.ts, which brings zod: the till reads and writes decimals without it.

/**
 * A decimal a person typed (a percentage, a tax rate): '5,5' where the locale writes a decimal comma, '5.5' anywhere
 * (a point still reads). NaN when it is not a number, or nothing was typed.
 */
export function readDecimal(text: string, locale = 'en-US'): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return Number(writesDecimalComma(locale) ? trimmed.replace(',', '.') : trimmed);
}

/** A decimal as a form field shows it to be edited, the way the person writes it ('8,25' in German). */
export const decimalText = (value: number, locale = 'en-US') =>
  writesDecimalComma(locale) ? String(value).replace('.', ',') : String(value);

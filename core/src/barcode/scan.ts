import { say } from '../i18n/core-message';
import { minorUnitDigits } from '../money/currency';
import { formatMoney } from '../money/money';
import { usMoneyFormat } from '../money/money-format';
import type { MoneyFormat } from '../money/money-format';
import type { Gs1Data } from './gs1';
import { groupSeparator, gs1SymbologyIds, parseGs1, splitSymbologyId } from './gs1';
import type { GtinFormat } from './gtin';
import { parseGtin } from './gtin';
import type { ScaleLabel, ScaleLabelLayout } from './scale-label';
import { parseScaleLabel } from './scale-label';
import { scanMessages } from './barcode-messages';

/** What a scan means to the till; `ok: false` carries a message to show the cashier as it is. */
export type ScanResult =
  | { ok: true; kind: 'gtin'; format: GtinFormat; code: string; gtin: string }
  | ({ ok: true; kind: 'scale' } & ScaleLabel)
  | ({ ok: true; kind: 'gs1'; gtin: string } & Omit<Gs1Data, 'gtin'>)
  | { ok: true; kind: 'text'; text: string }
  | { ok: false; message: string };

const gtinLengths = new Set([8, 12, 13]);

type Gs1Scan = Extract<ScanResult, { kind: 'gs1' }>;

/** The GS1 reading of a scan, or why there is none. */
function readGs1(data: string, minorDigits: number): Gs1Scan | { reason: string } {
  const parsed = parseGs1(data, minorDigits);
  if (!parsed.ok) return { reason: parsed.reason };
  const { gtin, ...rest } = parsed.data;
  return gtin === undefined ? { reason: say(scanMessages.noGtin) } : { ok: true, kind: 'gs1', gtin, ...rest };
}

/**
 * Interprets what a scanner (or a person) sent, trimmed of whitespace and the scanner's CR/LF:
 * - GS1 data (a GS1 symbology identifier, a group separator, or the bracketed form) is read as GS1 and must carry
 *   a GTIN; 16 or more digits starting 01 are tried as GS1 too (a DataBar sent without its identifier), but fall
 *   back to text when they do not read, as they may be some other long number;
 * - 8, 12 or 13 digits must be a GTIN with a valid check digit; an EAN-13 or UPC-A whose prefix the scale layout
 *   lists is a scale label;
 * - anything else (a SKU, a Code 128 label, a short PLU) is text for the till to look up as it is.
 * Any other AIM symbology identifier (]E0, ]C0…) is dropped first.
 * A price a label carries is read in minor units of the store's currency (US dollars unless told).
 */
export function interpretScan(raw: string, layout: ScaleLabelLayout, currency = usMoneyFormat.currency): ScanResult {
  const code = raw.trim();
  const minorDigits = minorUnitDigits(currency);
  if (code === '') return { ok: false, message: say(scanMessages.nothingScanned) };
  const { symbologyId, data } = splitSymbologyId(code);
  const markedGs1 =
    gs1SymbologyIds.some((id) => id === symbologyId) || data.includes(groupSeparator) || /^\(\d{2,4}\)/.test(data);
  if (markedGs1) {
    const read = readGs1(data, minorDigits);
    if (!('reason' in read)) return read;
    // The group separator is invisible on screen; name it so the cashier can read the code out.
    return {
      ok: false,
      message: say(scanMessages.unreadable, { code: code.replaceAll(groupSeparator, '<GS>'), reason: read.reason }),
    };
  }

  if (/^\d+$/.test(data) && gtinLengths.has(data.length)) {
    const gtin = parseGtin(data);
    if (!gtin) return { ok: false, message: say(scanMessages.badCheckDigit, { code: data }) };
    const label =
      gtin.format === 'ean13' || gtin.format === 'upca' ? parseScaleLabel(gtin.gtin, layout, minorDigits) : null;
    return label ? { ok: true, kind: 'scale', ...label } : { ok: true, kind: 'gtin', ...gtin };
  }
  if (/^01\d{14}/.test(data)) {
    const read = readGs1(data, minorDigits);
    if (!('reason' in read)) return read;
  }
  return { ok: true, kind: 'text', text: data };
}

const gtinNames: Record<GtinFormat, string> = { ean13: 'EAN-13', ean8: 'EAN-8', upca: 'UPC-A', upce: 'UPC-E' };

/** What a scan reads as, in words, for the scanner test in Settings › Hardware. */
export function describeScan(raw: string, layout: ScaleLabelLayout, format: MoneyFormat = usMoneyFormat): string {
  const result = interpretScan(raw, layout, format.currency);
  if (!result.ok) return result.message;
  const amounts = (read: { grams?: number; priceCents?: number }) =>
    [
      read.grams === undefined ? null : `${(read.grams / 1000).toFixed(3)} kg`,
      read.priceCents === undefined ? null : formatMoney(read.priceCents, format),
    ].filter(Boolean);
  switch (result.kind) {
    case 'gtin':
      return `${gtinNames[result.format]} ${result.gtin}`;
    case 'scale':
      return [say(scanMessages.scaleLabel, { item: result.itemCode }), ...amounts(result)].join(', ');
    case 'gs1':
      return ['GS1', `GTIN ${result.gtin}`, ...amounts(result)].join(', ');
    case 'text':
      return say(scanMessages.skuOrCode, { text: result.text });
  }
}

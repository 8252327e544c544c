import { hasValidCheckDigit } from './check-digit';

export type GtinFormat = 'ean13' | 'ean8' | 'upca' | 'upce';

export interface Gtin {
  format: GtinFormat;
  /** The digits as scanned. */
  code: string;
  /** EAN-13 form for EAN-13, UPC-A (a leading 0 added) and UPC-E (expanded first); the 8 digits for EAN-8. */
  gtin: string;
}

/**
 * The UPC-A (12 digits) a UPC-E code stands for, by the standard zero-suppression rules, keeping the UPC-E's own
 * check digit (which is the UPC-A's): null unless it is 8 digits with number system 0 or 1.
 * The sixth data digit says where the zeros went: 0–2 after the manufacturer's first two digits (and it is the
 * manufacturer's third), 3 after its third, 4 after its fourth, 5–9 after all five (and it is the item digit).
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const data = code.slice(1, 7);
  const last = data.charAt(5);
  let body: string;
  if (last <= '2') body = `${data.slice(0, 2)}${last}0000${data.slice(2, 5)}`;
  else if (last === '3') body = `${data.slice(0, 3)}00000${data.slice(3, 5)}`;
  else if (last === '4') body = `${data.slice(0, 4)}00000${data.slice(4, 5)}`;
  else body = `${data.slice(0, 5)}0000${last}`;
  return `${code.charAt(0)}${body}${code.charAt(7)}`;
}

/**
 * Reads a scanned EAN-13, EAN-8, UPC-A or UPC-E, or null when it is not one (wrong length, not digits, or a bad
 * check digit). Eight digits are ambiguous: they are read as UPC-E when the number system is 0 or 1 and the
 * expanded UPC-A checks out, otherwise as EAN-8. EAN-8 codes starting 0 or 1 are rare (0 is kept for
 * in-store numbers), while UPC-E on small packs is common in North America.
 */
export function parseGtin(code: string): Gtin | null {
  if (!/^\d+$/.test(code)) return null;
  if (code.length === 13) return hasValidCheckDigit(code) ? { format: 'ean13', code, gtin: code } : null;
  if (code.length === 12) return hasValidCheckDigit(code) ? { format: 'upca', code, gtin: `0${code}` } : null;
  if (code.length !== 8) return null;
  const upcA = expandUpcE(code);
  if (upcA && hasValidCheckDigit(upcA)) return { format: 'upce', code, gtin: `0${upcA}` };
  return hasValidCheckDigit(code) ? { format: 'ean8', code, gtin: code } : null;
}

/**
 * One comparable form of a GTIN however it was written: UPC-E expanded, then leading zeros dropped, so UPC-A
 * 012345678905, EAN-13 0012345678905 and GTIN-14 00012345678905 all give 12345678905. Null when the code is not
 * an 8, 12, 13 or 14-digit GTIN with a valid check digit.
 */
export function normalizeGtin(code: string): string | null {
  const trimmed = code.trim();
  const digits = trimmed.length === 14 && hasValidCheckDigit(trimmed) ? trimmed : parseGtin(trimmed)?.gtin;
  return digits === undefined ? null : digits.replace(/^0+/, '');
}

/** Whether a product's stored barcode and a scanned GTIN name the same item, whichever GTIN forms they use. */
export function gtinMatches(productBarcode: string, gtin: string): boolean {
  const stored = normalizeGtin(productBarcode);
  return stored !== null && stored === normalizeGtin(gtin);
}

import { isSoldByWeight } from '../catalog/sold-by';
import { say } from '../i18n/core-message';
import type { SoldBy } from '../catalog/sold-by';
import { interpretScan } from './scan';
import type { ScanResult } from './scan';
import { parseQuantityPrefix } from './scan-input';
import type { ScaleLabelLayout } from './scale-label';
import { convertWeight, thousandthsForPrice } from './weight';
import { scanMessages } from './barcode-messages';

/** What the till needs to know of a product to put a scan on a line. */
export interface ScannableProduct {
  name: string;
  isActive: boolean;
  soldBy: SoldBy;
  priceCents: number;
}

export type ScanLine<P> =
  /** Sell this much: units, or thousandths of the unit of a product sold by weight. */
  | { kind: 'line'; product: P; quantity: number }
  /** A product sold by weight scanned without one: the till asks for its weight. */
  | { kind: 'weigh'; product: P }
  /** '12*' typed, the code still to come. */
  | { kind: 'waiting'; quantity: number }
  | { kind: 'refused'; message: string };

/** The codes a product's barcode may be stored under for a scan: as scanned, and its other GTIN forms. */
function candidateCodes(result: Extract<ScanResult, { ok: true }>): string[] {
  switch (result.kind) {
    case 'gtin':
      return [result.code, result.gtin, result.gtin.replace(/^0/, '')];
    case 'scale':
      return [`${result.prefix}${result.itemCode}`, result.itemCode];
    case 'gs1':
      return [result.gtin, result.gtin.slice(1), result.gtin.slice(2)];
    case 'text':
      return [result.text];
  }
}

/**
 * Turns what the scanner or the cashier sent into a line: a quantity typed first ('12*' then the scan sells 12),
 * a GTIN in any of its forms, a scale label's weight or price, a GS1 string's net weight or price, or a SKU.
 * Unknown, malformed or mismatched codes give a message and sell nothing. A label's price is in minor units of the
 * store's currency (US dollars unless told), as the product's price is.
 */
export async function resolveScan<P extends ScannableProduct>(
  text: string,
  layout: ScaleLabelLayout,
  lookup: (code: string) => Promise<P | null>,
  currency?: string,
): Promise<ScanLine<P>> {
  const prefix = parseQuantityPrefix(text.trim());
  if (prefix && prefix.rest === '') return { kind: 'waiting', quantity: prefix.quantity };
  const result = interpretScan(prefix ? prefix.rest : text, layout, currency);
  if (!result.ok) return { kind: 'refused', message: result.message };

  let product: P | null = null;
  for (const code of new Set(candidateCodes(result).filter(Boolean))) {
    product = await lookup(code);
    if (product) break;
  }
  const shown = prefix ? prefix.rest.trim() : text.trim();
  if (!product) return { kind: 'refused', message: say(scanMessages.noProductMatches, { code: shown }) };
  if (!product.isActive) return { kind: 'refused', message: say(scanMessages.noLongerForSale, { name: product.name }) };

  const grams = result.kind === 'scale' || result.kind === 'gs1' ? result.grams : undefined;
  const priceCents = result.kind === 'scale' || result.kind === 'gs1' ? result.priceCents : undefined;
  if (!isSoldByWeight(product.soldBy)) {
    if (grams !== undefined || priceCents !== undefined)
      return { kind: 'refused', message: say(scanMessages.notSoldByWeight, { name: product.name }) };
    return { kind: 'line', product, quantity: prefix?.quantity ?? 1 };
  }
  if (prefix) return { kind: 'refused', message: say(scanMessages.soldByWeight, { name: product.name }) };
  // A label's weight is in kg (its digits are grams); the line is in the product's own unit.
  const weighed =
    grams !== undefined
      ? convertWeight(grams, 'kg', product.soldBy)
      : priceCents === undefined
        ? undefined
        : thousandthsForPrice(priceCents, product.priceCents);
  if (weighed === undefined) return { kind: 'weigh', product };
  if (weighed <= 0) return { kind: 'refused', message: say(scanMessages.labelShowsNoWeight, { name: product.name }) };
  return { kind: 'line', product, quantity: weighed };
}

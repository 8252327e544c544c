import { parseQuantityPrefix } from '@tillwise/core/barcode/scan-input';

/** What the till needs of a search result to decide what Enter does. */
interface Match {
  id: string;
  sku: string;
  barcode: string | null;
}

export type SearchEnter<P> =
  | { kind: 'none' }
  /** Sell this product: the one highlighted, or the only one the text matches. */
  | { kind: 'add'; product: P }
  /** Go by the code: a barcode, SKU, scale label or '12*' quantity, as a scan does. */
  | { kind: 'code'; text: string }
  /** Several products match and none is highlighted: the cashier picks one. */
  | { kind: 'choose'; count: number };

/**
 * What Enter in the till's search box does: the highlighted product is sold; text that is exactly a product's
 * barcode or SKU, or starts with a quantity ('3*'), or matches nothing goes by its code (a mistyped code still says
 * which one it could not find); the only match is sold; several matches ask for a choice.
 */
export function searchEnter<P extends Match>(
  text: string,
  matches: readonly P[],
  highlighted: P | null,
): SearchEnter<P> {
  const typed = text.trim();
  if (highlighted) return { kind: 'add', product: highlighted };
  if (typed === '') return { kind: 'none' };
  const isCode = (p: P) => p.sku.toLowerCase() === typed.toLowerCase() || p.barcode === typed;
  if (parseQuantityPrefix(typed) || matches.length === 0 || matches.some(isCode)) return { kind: 'code', text: typed };
  if (matches.length === 1) return { kind: 'add', product: matches[0]! };
  return { kind: 'choose', count: matches.length };
}

/** The highlight after ArrowDown (+1) or ArrowUp (−1): it wraps round, and starts at the first or the last. */
export function moveHighlight(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[(at + step + ids.length) % ids.length]!;
}

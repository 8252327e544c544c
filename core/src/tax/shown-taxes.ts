import type { TaxAmount } from './tax';

/** A tax row as a cart or receipt shows it; the rate is left out when the row stands for every tax together. */
export interface ShownTax {
  name: string;
  rate: number | null;
  taxCents: number;
}

/**
 * The tax rows a cart or receipt shows: each tax when the sale carries several, otherwise one row, "Tax" on the
 * till's cart and on a receipt the tax as the store names it ("VT Sales Tax"; "Tax" for a sale without one).
 */
export function shownTaxes(
  totals: { taxes: readonly TaxAmount[]; taxCents: number },
  { named = false }: { named?: boolean } = {},
): ShownTax[] {
  if (totals.taxes.length > 1) return [...totals.taxes];
  return [{ name: (named && totals.taxes[0]?.name) || 'Tax', rate: null, taxCents: totals.taxCents }];
}

/**
 * The subtotal a shopper reads: with prices that include tax, the shelf prices added up (the stored subtotal is net
 * of the tax), otherwise the subtotal itself.
 */
export function shownSubtotalCents(totals: { subtotalCents: number; taxCents: number }, pricesIncludeTax: boolean) {
  return pricesIncludeTax ? totals.subtotalCents + totals.taxCents : totals.subtotalCents;
}

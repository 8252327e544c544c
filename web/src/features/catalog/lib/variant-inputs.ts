import { productAmountLimits } from '@tillwise/core/catalog/catalog-schemas';

import { readQuantityField } from '@tillwise/core/catalog/quantity-field';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { ProductVariantsFormValues } from '@tillwise/core/catalog/variant-schemas';
import { parseAmount } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';

/** One variant as the variants form holds it: its values, codes and money as typed. */
export interface VariantFormRow {
  id?: string;
  values: Record<string, string>;
  sku: string;
  barcode: string;
  price: string;
  cost: string;
  stock: string;
}

/**
 * The variants to be sold as the API takes them: money in cents (what does not read goes as -1, for the server to
 * refuse on its row) and each new variant's opening stock read in the product's unit ('2.5' lb is 2500). A stock
 * that does not read is named by the row's `index`, and nothing is to be sent.
 */
export function variantInputs(
  sold: readonly { row: VariantFormRow; index: number }[],
  soldBy: SoldBy,
): { ok: true; variants: ProductVariantsFormValues['variants'] } | { ok: false; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const variants = sold.map(({ row, index }) => {
    const stock = row.id
      ? { ok: true as const, quantity: 0 }
      : readQuantityField(row.stock.trim() || '0', soldBy, {
          what: 'stock',
          allowZero: true,
          locale: sessionLocale(),
        });
    if (!stock.ok) errors[index] = stock.message;
    return {
      id: row.id,
      values: row.values,
      sku: row.sku,
      barcode: row.barcode,
      priceCents: parseAmount(row.price, productAmountLimits) ?? -1,
      costCents: row.cost.trim() === '' ? null : (parseAmount(row.cost, productAmountLimits) ?? -1),
      stock: stock.ok ? stock.quantity : 0,
    };
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, variants };
}

import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { isSoldByWeight, maxStockQuantity, parseQuantity } from '@tillwise/core/catalog/sold-by';
import type { CreateSpecialOrderInput } from '@tillwise/core/special-order/special-order-schemas';
import { itemErrorMessages as m, sayInUsEnglish } from '../lib/special-order-messages';
import type { Say } from '../lib/special-order-messages';
import { parseAmount, toAmountText } from '@/lib/money';
import { sessionLocale } from '@/lib/session-locale';
import { decimalInputText, readTypedDecimal } from '@/lib/quantity';

/** What is being ordered, as typed: a product of the catalogue, or a one-off item; how many; from whom. */
export interface ItemDraft {
  mode: 'catalogue' | 'oneOff';
  product: Product | null;
  name: string;
  priceText: string;
  costText: string;
  categoryId: string;
  /** Empty: the store's rate. */
  taxRateText: string;
  quantityText: string;
  /** Empty: the product's own supplier. */
  supplierId: string;
}

export const emptyItem: ItemDraft = {
  mode: 'catalogue',
  product: null,
  name: '',
  priceText: '',
  costText: '',
  categoryId: '',
  taxRateText: '',
  quantityText: '1',
  supplierId: '',
};

export type ItemErrors = Partial<
  Record<'product' | 'name' | 'price' | 'cost' | 'categoryId' | 'taxRate' | 'quantity' | 'supplierId', string>
>;

type ItemInput = Pick<CreateSpecialOrderInput, 'productId' | 'oneOff' | 'quantity' | 'supplierId'>;

/**
 * The draft as the API takes it, or the inline messages for what is missing or does not read, said by `say` (the
 * screen's intl.formatMessage).
 */
export function readItem(draft: ItemDraft, say: Say = sayInUsEnglish): { errors: ItemErrors; item?: ItemInput } {
  const errors: ItemErrors = {};
  const soldBy = draft.mode === 'catalogue' ? (draft.product?.soldBy ?? 'unit') : 'unit';
  const quantity = parseQuantity(draft.quantityText, soldBy, {
    max: maxStockQuantity(soldBy),
    locale: sessionLocale(),
  });
  if (quantity === null)
    errors.quantity = isSoldByWeight(soldBy) ? say(m.quantityWeight, { unit: soldBy }) : say(m.quantityWhole);
  if (draft.mode === 'catalogue') {
    if (!draft.product) errors.product = say(m.product);
    else if (!draft.product.supplier.trim() && !draft.supplierId) errors.supplierId = say(m.supplier);
    if (Object.keys(errors).length > 0) return { errors };
    return {
      errors,
      item: { productId: draft.product!.id, quantity: quantity!, supplierId: draft.supplierId || null },
    };
  }
  const priceCents = parseAmount(draft.priceText);
  const costCents = draft.costText.trim() === '' ? null : parseAmount(draft.costText);
  const taxRate =
    draft.taxRateText.trim() === '' ? null : readTypedDecimal(draft.taxRateText.trim().replace(/\s*%$/, ''));
  if (!draft.name.trim()) errors.name = say(m.name);
  if (priceCents === null || priceCents <= 0) errors.price = say(m.price, { example: toAmountText(2499) });
  if (draft.costText.trim() !== '' && costCents === null) errors.cost = say(m.cost, { example: toAmountText(1250) });
  if (!draft.categoryId) errors.categoryId = say(m.category);
  if (taxRate !== null && !(Number.isFinite(taxRate) && taxRate >= 0 && taxRate <= 100))
    errors.taxRate = say(m.taxRate, { example: decimalInputText(8.25) });
  if (!draft.supplierId) errors.supplierId = say(m.supplier);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    item: {
      oneOff: { name: draft.name.trim(), priceCents: priceCents!, costCents, categoryId: draft.categoryId, taxRate },
      quantity: quantity!,
      supplierId: draft.supplierId,
    },
  };
}

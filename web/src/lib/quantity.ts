import { quantityText as quantityTextIn } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { sessionLocale } from './session-locale';

/** A quantity as the screens show it: '12', or a weight in the person's way of writing numbers ('0,45 kg'). */
export const quantityText = (quantity: number, soldBy?: SoldBy | null) =>
  quantityTextIn(quantity, soldBy, sessionLocale());

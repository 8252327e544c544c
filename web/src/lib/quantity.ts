import {
  quantityInputText as quantityInputTextIn,
  quantityText as quantityTextIn,
} from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { decimalText, readDecimal } from '@tillwise/core/i18n/decimal-text';
import { sessionLocale } from './session-locale';

/** A quantity as the screens show it: '12', or a weight in the person's way of writing numbers ('0,45 kg'). */
export const quantityText = (quantity: number, soldBy?: SoldBy | null) =>
  quantityTextIn(quantity, soldBy, sessionLocale());

/** A quantity as a form field shows it to be edited: '12', or a weight as the person writes it ('0,45'). */
export const quantityInputText = (quantity: number, soldBy?: SoldBy | null) =>
  quantityInputTextIn(quantity, soldBy, sessionLocale());

/** A decimal (a tax rate) as a form field shows it to be edited, as the person writes it ('8,25' in German). */
export const decimalInputText = (value: number) => decimalText(value, sessionLocale());

/** A decimal the person typed (a percentage), read their way ('12,5' in German); NaN when it is not a number. */
export const readTypedDecimal = (text: string) => readDecimal(text, sessionLocale());

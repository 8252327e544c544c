import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { LayawayPaymentMethod } from '@tillwise/core/layaway/layaway-methods';
import type { SpecialOrderStatus } from '@tillwise/core/special-order/special-order-schemas';

/** A special order's status as a word (US English as core's specialOrderStatusLabels). */
export const specialOrderStatusMessages: Record<SpecialOrderStatus, MessageDescriptor> = defineMessages({
  ordered: { id: 'specialOrder.status.ordered', defaultMessage: 'On order' },
  ready: { id: 'specialOrder.status.ready', defaultMessage: 'Ready to collect' },
  collected: { id: 'specialOrder.status.collected', defaultMessage: 'Collected' },
  cancelled: { id: 'specialOrder.status.cancelled', defaultMessage: 'Cancelled' },
});

/** How a deposit was paid. */
export const specialOrderMethodMessages: Record<LayawayPaymentMethod, MessageDescriptor> = defineMessages({
  cash: { id: 'specialOrder.method.cash', defaultMessage: 'Cash' },
  card: { id: 'specialOrder.method.card', defaultMessage: 'Card' },
});

/** What an item ordered in lacks, as its form says it. */
export const itemErrorMessages = defineMessages({
  product: { id: 'specialOrder.error.product', defaultMessage: 'Choose the product to order' },
  supplier: { id: 'specialOrder.error.supplier', defaultMessage: 'Choose the supplier to order it from' },
  name: { id: 'specialOrder.error.name', defaultMessage: 'Enter what is being ordered' },
  price: { id: 'specialOrder.error.price', defaultMessage: 'Enter a price such as {example}' },
  cost: { id: 'specialOrder.error.cost', defaultMessage: 'Enter a cost such as {example}, or leave it empty' },
  category: { id: 'specialOrder.error.category', defaultMessage: 'Choose a category' },
  taxRate: { id: 'specialOrder.error.taxRate', defaultMessage: 'Enter a tax rate like {example}, or leave it empty' },
  quantityWhole: { id: 'specialOrder.error.quantityWhole', defaultMessage: 'Enter the quantity as a whole number' },
  quantityWeight: {
    id: 'specialOrder.error.quantityWeight',
    defaultMessage: 'Enter the quantity in {unit}, such as 12 or 0.45',
  },
});

export type Say = (message: MessageDescriptor, values?: Record<string, string>) => string;

/**
 * US English without a catalogue (tests, and code that runs before one): the message with its values put in. The
 * build gives defaultMessage as its compiled AST (literals 0, arguments 1), the source as written.
 */
export const sayInUsEnglish: Say = (message, values = {}) => {
  const english = message.defaultMessage as string | { type: number; value: string }[] | undefined;
  if (Array.isArray(english))
    return english.map((part) => (part.type === 1 ? (values[part.value] ?? '') : part.value)).join('');
  return String(english).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};

import { defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { QuantityTotals } from '@tillwise/core/catalog/quantity-totals';
import { quantityText } from '@/lib/quantity';

const messages = defineMessages({
  units: { id: 'quantity.units', defaultMessage: '{count, plural, one {{text} unit} other {{text} units}}' },
});

/**
 * '3 units', '0.75 kg' or '3 units · 0.75 kg' (signed: '+3 units'), as core's quantityTotalsText says it, in the
 * person's language: a weight is never counted as units.
 */
export function quantityTotalsIn(intl: IntlShape, { units, weights }: QuantityTotals, { signed = false } = {}) {
  const sign = (n: number) => (signed && n > 0 ? '+' : '');
  const parts = weights
    .filter((weight) => weight.quantity !== 0)
    .map((weight) => `${sign(weight.quantity)}${quantityText(weight.quantity, weight.soldBy)}`);
  if (units !== 0 || parts.length === 0)
    parts.unshift(intl.formatMessage(messages.units, { count: Math.abs(units), text: `${sign(units)}${units}` }));
  return parts.join(' · ');
}

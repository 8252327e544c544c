import { defineMessages } from '../i18n/core-message';

// Apart from the catalogue's other messages: the till says these (a weighed line, a stock limit), and its chunk
// carries no more than they.

/** What to say when a quantity is past the most a product's stock may hold. */
export const stockLimitMessages = defineMessages({
  atMostQuantity: { id: 'core.catalog.atMostQuantity', defaultMessage: 'At most {max}' },
  atMostWeight: { id: 'core.catalog.atMostWeight', defaultMessage: 'At most {max} {unit}' },
});

/**
 * What to say when a typed quantity does not read, by what it is the quantity of: whole units, or a weight in the
 * product's unit ({unit}), with an example ({whole}, {decimal}) in the person's numbers.
 */
export const quantityMessages = defineMessages({
  quantityWhole: { id: 'core.quantity.quantityWhole', defaultMessage: 'Enter the quantity as a whole number' },
  quantityWeight: {
    id: 'core.quantity.quantityWeight',
    defaultMessage: 'Enter the quantity in {unit}, such as {whole} or {decimal}',
  },
  quantityAboveZero: { id: 'core.quantity.quantityAboveZero', defaultMessage: 'Enter a quantity above 0' },
  countWhole: { id: 'core.quantity.countWhole', defaultMessage: 'Enter the count as a whole number' },
  countWeight: {
    id: 'core.quantity.countWeight',
    defaultMessage: 'Enter the count in {unit}, such as {whole} or {decimal}',
  },
  countAboveZero: { id: 'core.quantity.countAboveZero', defaultMessage: 'Enter a count above 0' },
  stockWhole: { id: 'core.quantity.stockWhole', defaultMessage: 'Enter the stock as a whole number' },
  stockWeight: {
    id: 'core.quantity.stockWeight',
    defaultMessage: 'Enter the stock in {unit}, such as {whole} or {decimal}',
  },
  stockAboveZero: { id: 'core.quantity.stockAboveZero', defaultMessage: 'Enter a stock above 0' },
  arrivedWhole: {
    id: 'core.quantity.arrivedWhole',
    defaultMessage: 'Enter the quantity that arrived as a whole number',
  },
  arrivedWeight: {
    id: 'core.quantity.arrivedWeight',
    defaultMessage: 'Enter the quantity that arrived in {unit}, such as {whole} or {decimal}',
  },
  arrivedAboveZero: {
    id: 'core.quantity.arrivedAboveZero',
    defaultMessage: 'Enter a quantity that arrived above 0',
  },
  stockOnHandWhole: {
    id: 'core.quantity.stockOnHandWhole',
    defaultMessage: 'Enter the stock on hand as a whole number, 0 or more',
  },
  stockOnHandWeight: {
    id: 'core.quantity.stockOnHandWeight',
    defaultMessage: 'Enter the stock on hand in {unit}, such as {whole} or {decimal}',
  },
  levelWhole: { id: 'core.quantity.levelWhole', defaultMessage: 'Enter the level as a whole number, 0 or more' },
  levelWeight: {
    id: 'core.quantity.levelWeight',
    defaultMessage: 'Enter the level in {unit}, such as {whole} or {decimal}',
  },
});

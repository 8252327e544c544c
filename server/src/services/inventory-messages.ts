import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a stock adjustment is refused. */
export const inventoryRefusals = defineMessages({
  stockIsItsVariants: {
    id: 'server.inventory.stockIsItsVariants',
    defaultMessage: '{name}’s stock is its variants’: adjust the variant that changed',
  },
  onlyInStock: { id: 'server.inventory.onlyInStock', defaultMessage: 'Only {stock} in stock' },
  belowZero: {
    id: 'server.inventory.belowZero',
    defaultMessage: 'That would take the stock below 0 ({stock} in stock)',
  },
  changeOtherThanZero: { id: 'server.inventory.changeOtherThanZero', defaultMessage: 'Enter a change other than 0' },
});

import { defineMessages } from '../i18n/core-message';

/** What a special order's rules say when what a device sends does not read. */
export const specialOrderMessages = defineMessages({
  enterPrice: { id: 'core.specialOrder.enterPrice', defaultMessage: 'Enter a price like {example}' },
  enterCost: { id: 'core.specialOrder.enterCost', defaultMessage: 'Enter a cost like {example}' },
  priceZeroOrMore: { id: 'core.specialOrder.priceZeroOrMore', defaultMessage: 'Enter a price of {amount} or more' },
  costZeroOrMore: { id: 'core.specialOrder.costZeroOrMore', defaultMessage: 'Enter a cost of {amount} or more' },
  priceAboveZero: { id: 'core.specialOrder.priceAboveZero', defaultMessage: 'Enter a price above {amount}' },
  enterItem: { id: 'core.specialOrder.enterItem', defaultMessage: 'Enter what is being ordered' },
  nameTooLong: { id: 'core.specialOrder.nameTooLong', defaultMessage: 'Keep the name to {max} characters' },
  chooseCategory: { id: 'core.specialOrder.chooseCategory', defaultMessage: 'Choose a category' },
  enterTaxRate: { id: 'core.specialOrder.enterTaxRate', defaultMessage: 'Enter a tax rate like {example}' },
  taxAtMost100: { id: 'core.specialOrder.taxAtMost100', defaultMessage: 'Use at most 100' },
  chooseCustomer: {
    id: 'core.specialOrder.chooseCustomer',
    defaultMessage: 'Choose the customer the order is for',
  },
  enterQuantity: { id: 'core.specialOrder.enterQuantity', defaultMessage: 'Enter a quantity' },
  noteTooLong: { id: 'core.specialOrder.noteTooLong', defaultMessage: 'Keep the note to {max} characters' },
  productOrOneOff: {
    id: 'core.specialOrder.productOrOneOff',
    defaultMessage: 'Choose a product or type a one-off item',
  },
});

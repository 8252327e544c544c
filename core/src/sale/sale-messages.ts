import { defineMessages } from '../i18n/core-message';

/** What a sale's rules say when what a till sends does not read: the cart, its discounts, payments and notes. */
export const saleMessages = defineMessages({
  chooseTill: { id: 'core.sale.chooseTill', defaultMessage: 'Choose a till' },
  discountAtMost100: { id: 'core.sale.discountAtMost100', defaultMessage: 'A discount cannot exceed 100 %' },
  amountAboveZero: { id: 'core.sale.amountAboveZero', defaultMessage: 'Enter an amount above {amount}' },
  quantityAtLeastOne: { id: 'core.sale.quantityAtLeastOne', defaultMessage: 'Quantity must be at least 1' },
  lineWeightMax: { id: 'core.sale.lineWeightMax', defaultMessage: 'A line may weigh at most 100 kg' },
  cartEmpty: { id: 'core.sale.cartEmpty', defaultMessage: 'The cart is empty' },
  enterGiftCardCode: { id: 'core.sale.enterGiftCardCode', defaultMessage: 'Enter the gift card code' },
  choosePayment: { id: 'core.sale.choosePayment', defaultMessage: 'Choose how the customer pays' },
  orderNumberLike: { id: 'core.sale.orderNumberLike', defaultMessage: 'Use an order number like {example}' },
  parkedNoteTooLong: {
    id: 'core.sale.parkedNoteTooLong',
    defaultMessage: 'Keep the name or note to {max} characters',
  },
  sendAtLeastOne: { id: 'core.sale.sendAtLeastOne', defaultMessage: 'Send at least one sale' },
  sendAtMost: { id: 'core.sale.sendAtMost', defaultMessage: 'Send at most {max} sales at a time' },
  offlineCardLimit: {
    id: 'core.sale.offlineCardLimit',
    defaultMessage: 'A card payment taken offline may be at most {amount}',
  },
});

import { defineMessages } from '../i18n/core-message';

/** What the stock adjustment form and the API refuse. */
export const inventoryMessages = defineMessages({
  chooseReason: { id: 'core.inventory.chooseReason', defaultMessage: 'Choose a reason' },
  enterQuantity: { id: 'core.inventory.enterQuantity', defaultMessage: 'Enter a quantity' },
  countZeroOrMore: { id: 'core.inventory.countZeroOrMore', defaultMessage: 'A count is 0 or more' },
  changeOtherThanZero: { id: 'core.inventory.changeOtherThanZero', defaultMessage: 'Enter a change other than 0' },
  sayWhy: { id: 'core.inventory.sayWhy', defaultMessage: 'Say why the stock changed' },
  noteTooLong: { id: 'core.inventory.noteTooLong', defaultMessage: 'Keep the note under {max} characters' },
});

/** What a transfer of stock between the chain's stores refuses. */
export const transferMessages = defineMessages({
  chooseProduct: { id: 'core.inventory.transferChooseProduct', defaultMessage: 'Choose a product' },
  sendAtLeastOne: { id: 'core.inventory.transferSendAtLeastOne', defaultMessage: 'Send at least 1' },
  quantityTooLarge: { id: 'core.inventory.transferQuantityTooLarge', defaultMessage: 'That quantity is too large' },
  chooseStore: { id: 'core.inventory.transferChooseStore', defaultMessage: 'Choose a store' },
  addProduct: { id: 'core.inventory.transferAddProduct', defaultMessage: 'Add at least one product' },
  tooManyProducts: {
    id: 'core.inventory.transferTooManyProducts',
    defaultMessage: 'At most {max} products a transfer',
  },
  alreadyOnTransfer: { id: 'core.inventory.alreadyOnTransfer', defaultMessage: 'Already on this transfer' },
});

/** What a stock take (a count of the shelves) refuses. */
export const stockTakeMessages = defineMessages({
  stillCounting: {
    id: 'core.inventory.stillCounting',
    defaultMessage:
      '{number} is still counting these products: add your counts to it from this device, or cancel it first',
    description: '{number} is the open stock take’s number, such as ST-0001',
  },
  enterCount: { id: 'core.inventory.enterCount', defaultMessage: 'Enter a count' },
  countTooLarge: { id: 'core.inventory.countTooLarge', defaultMessage: 'That count is too large' },
  scanOrType: { id: 'core.inventory.scanOrType', defaultMessage: 'Scan or type a barcode or SKU' },
  addAtLeastOne: { id: 'core.inventory.addAtLeastOne', defaultMessage: 'Add at least 1' },
  chooseUncounted: {
    id: 'core.inventory.chooseUncounted',
    defaultMessage: 'Choose what happens to products not counted',
  },
});

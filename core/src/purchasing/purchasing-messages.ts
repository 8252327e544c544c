import { defineMessages } from '../i18n/core-message';

/** What a purchase order, its form and the goods arriving against it refuse. */
export const purchaseOrderMessages = defineMessages({
  enterQuantity: { id: 'core.purchasing.enterQuantity', defaultMessage: 'Enter a quantity' },
  quantityTooLarge: { id: 'core.purchasing.quantityTooLarge', defaultMessage: 'That quantity is too large' },
  chooseProduct: { id: 'core.purchasing.chooseProduct', defaultMessage: 'Choose a product' },
  orderAtLeastOne: { id: 'core.purchasing.orderAtLeastOne', defaultMessage: 'Order at least 1' },
  enterCost: { id: 'core.purchasing.enterCost', defaultMessage: 'Enter a cost' },
  wholeCents: { id: 'core.purchasing.wholeCents', defaultMessage: 'Use whole cents' },
  costTooLarge: { id: 'core.purchasing.costTooLarge', defaultMessage: 'That cost is too large' },
  alreadyOnOrder: { id: 'core.purchasing.alreadyOnOrder', defaultMessage: 'Already on this order' },
  chooseSupplier: { id: 'core.purchasing.chooseSupplier', defaultMessage: 'Choose a supplier' },
  dateExample: {
    id: 'core.purchasing.dateExample',
    defaultMessage: 'Use a date such as {example}',
    description: '{example} is a date as the field takes it, year-month-day: 2026-12-01',
  },
  noteTooLong: { id: 'core.purchasing.noteTooLong', defaultMessage: 'Keep the note under {max} characters' },
  addProduct: { id: 'core.purchasing.addProduct', defaultMessage: 'Add at least one product' },
  tooManyProducts: { id: 'core.purchasing.tooManyProducts', defaultMessage: 'At most {max} products an order' },
  enterWhatArrived: { id: 'core.purchasing.enterWhatArrived', defaultMessage: 'Enter what arrived' },
  quantityAboveZero: {
    id: 'core.purchasing.quantityAboveZero',
    defaultMessage: 'Enter at least one quantity above 0',
  },
  costExample: {
    id: 'core.purchasing.costExample',
    defaultMessage: 'Enter a cost such as {example}',
    description: '{example} is an amount as typed in the store’s money: 4.50, 4,50',
  },
});

/** What the supplier form refuses. */
export const supplierMessages = defineMessages({
  enterName: { id: 'core.purchasing.supplierEnterName', defaultMessage: 'Enter the supplier’s name' },
  nameTooLong: { id: 'core.purchasing.supplierNameTooLong', defaultMessage: 'Keep the name under {max} characters' },
  contactTooLong: {
    id: 'core.purchasing.supplierContactTooLong',
    defaultMessage: 'Keep the contact under {max} characters',
  },
  emailExample: {
    id: 'core.purchasing.supplierEmailExample',
    defaultMessage: 'Enter an email such as {example}',
    description: '{example} is an email address: orders@example.com',
  },
  phoneTooLong: { id: 'core.purchasing.supplierPhoneTooLong', defaultMessage: 'Keep the phone under {max} characters' },
  addressTooLong: {
    id: 'core.purchasing.supplierAddressTooLong',
    defaultMessage: 'Keep the address under {max} characters',
  },
  enterDays: { id: 'core.purchasing.supplierEnterDays', defaultMessage: 'Enter a number of days' },
  wholeDays: { id: 'core.purchasing.supplierWholeDays', defaultMessage: 'Use whole days' },
  atMostDays: { id: 'core.purchasing.supplierAtMostDays', defaultMessage: 'At most {max} days' },
  notesTooLong: { id: 'core.purchasing.supplierNotesTooLong', defaultMessage: 'Keep the notes under {max} characters' },
});

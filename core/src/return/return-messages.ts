import { defineMessages } from '../i18n/core-message';

/** What a return without receipt says when what a till sends does not read, or the store's rule refuses it. */
export const returnMessages = defineMessages({
  unitAtLeastOne: { id: 'core.return.unitAtLeastOne', defaultMessage: 'Return at least one unit' },
  weightMax: { id: 'core.return.weightMax', defaultMessage: 'At most 100 kg of one item' },
  addItems: { id: 'core.return.addItems', defaultMessage: 'Add the items brought back' },
  itemsMax: { id: 'core.return.itemsMax', defaultMessage: 'At most {max} different items in one return' },
  chooseTender: { id: 'core.return.chooseTender', defaultMessage: 'Choose store credit or cash' },
  enterReason: { id: 'core.return.enterReason', defaultMessage: 'Enter a reason for the return' },
  notTaken: { id: 'core.return.notTaken', defaultMessage: 'This store does not take returns without a receipt' },
  storeCreditOnly: {
    id: 'core.return.storeCreditOnly',
    defaultMessage: 'Returns without a receipt go to store credit only',
  },
  chooseCustomer: { id: 'core.return.chooseCustomer', defaultMessage: 'Choose the customer who gets the store credit' },
});

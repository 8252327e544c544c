import { defineMessages } from 'react-intl';

/** The receipt's words (the receipt settings' own texts are the store's, printed as written). */
export const receiptMessages = defineMessages({
  servedBy: { id: 'receipt.servedBy', defaultMessage: 'Served by' },
  customer: { id: 'receipt.customer', defaultMessage: 'Customer' },
  walkIn: { id: 'receipt.walkIn', defaultMessage: 'Walk-in Customer' },
  discount: { id: 'receipt.discount', defaultMessage: 'Discount' },
  giftCard: { id: 'receipt.giftCard', defaultMessage: 'Gift card {code}' },
  giftCardTopUp: { id: 'receipt.giftCardTopUp', defaultMessage: 'Gift card {code} top-up' },
  newBalance: { id: 'receipt.newBalance', defaultMessage: 'New balance' },
  subtotal: { id: 'receipt.subtotal', defaultMessage: 'Subtotal' },
  giftCards: { id: 'receipt.giftCards', defaultMessage: 'Gift cards' },
  total: { id: 'receipt.total', defaultMessage: 'TOTAL' },
  included: { id: 'receipt.taxIncluded', defaultMessage: 'incl.' },
  cashRounding: { id: 'receipt.cashRounding', defaultMessage: 'Cash rounding' },
  change: { id: 'receipt.change', defaultMessage: 'Change' },
  cardStored: { id: 'receipt.cardStored', defaultMessage: 'Card stored offline, authorised later' },
  pointsEarned: { id: 'receipt.pointsEarned', defaultMessage: 'Points earned' },
  youSaved: { id: 'receipt.youSaved', defaultMessage: 'You saved' },
  barcode: { id: 'receipt.barcode', defaultMessage: 'Barcode {number}' },
});

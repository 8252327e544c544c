import { defineMessages } from '../i18n/core-message';

// A receipt's words, on the screen and on the thermal printer alike (the receipt settings' own texts are the store's,
// printed as written).

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
  vatNumber: { id: 'receipt.vatNumber', defaultMessage: 'VAT No. {number}' },
});

/** A tax-inclusive sale's VAT summary: per rate, net, VAT and gross. */
export const vatSummaryMessages = defineMessages({
  table: { id: 'receipt.vat.summary', defaultMessage: 'VAT summary' },
  rate: { id: 'receipt.vat.rate', defaultMessage: 'VAT' },
  net: { id: 'receipt.vat.net', defaultMessage: 'Net' },
  vat: { id: 'receipt.vat.amount', defaultMessage: 'VAT' },
  gross: { id: 'receipt.vat.gross', defaultMessage: 'Gross' },
});

/** What only the thermal printer's receipt says, on its narrow paper. */
export const printedReceiptMessages = defineMessages({
  number: { id: 'core.receipt.print.number', defaultMessage: 'Receipt: {number}' },
  cashier: { id: 'core.receipt.print.cashier', defaultMessage: 'Cashier: {name}' },
  customer: { id: 'core.receipt.print.customer', defaultMessage: 'Customer: {name}' },
  pointsEarned: { id: 'core.receipt.print.pointsEarned', defaultMessage: 'Points earned: {points}' },
  youSaved: { id: 'core.receipt.print.youSaved', defaultMessage: 'You saved {amount}' },
  quantityDiscount: { id: 'core.receipt.print.quantityDiscount', defaultMessage: '{quantity}, discount {amount}' },
  discount: { id: 'core.receipt.print.discount', defaultMessage: 'Discount {amount}' },
  newBalance: { id: 'core.receipt.print.newBalance', defaultMessage: 'New balance {amount}' },
  storedOffline: {
    id: 'core.receipt.print.storedOffline',
    defaultMessage: '{method} (stored offline, authorised later)',
  },
  scanOnline: { id: 'core.receipt.print.scanOnline', defaultMessage: 'Scan for this receipt online' },
});

/** What only the e-mailed receipt and its web page say. */
export const mailedReceiptMessages = defineMessages({
  total: { id: 'core.receipt.mail.total', defaultMessage: 'Total' },
  subject: { id: 'core.receipt.mail.subject', defaultMessage: 'Your receipt {number} from {store}' },
  title: { id: 'core.receipt.mail.title', defaultMessage: 'Receipt {number}' },
});

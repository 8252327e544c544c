/** The receipt's words: core's, which the thermal printer says too. */
export { receiptMessages } from '@tillwise/core/sale/receipt-messages';

// What the first direct print needs, as one chunk the till loads on first use (see direct-printer.ts): the
// transport and core's ESC/POS encoder, none of them on the till's first load.
export { noSaleBytes } from '@tillwise/core/escpos/escpos';
export { receiptBytes } from '@tillwise/core/escpos/receipt-bytes';
export { receiptForPrint } from '@tillwise/core/escpos/sale-receipt';
export { printerTransport } from './printer-transport';
export { receiptLinkUrl } from './receipt-link-url';

import { defineMessages } from '../i18n/core-message';

/** What Settings › Hardware's scale label layout refuses. */
export const scaleLabelMessages = defineMessages({
  usePrefix: {
    id: 'core.barcode.usePrefix',
    defaultMessage: 'Use a prefix kept for in-store codes: 02, 04 or 20–29',
  },
  choosePrefix: { id: 'core.barcode.choosePrefix', defaultMessage: 'Choose at least one prefix' },
  prefixOnce: { id: 'core.barcode.prefixOnce', defaultMessage: 'List each prefix once' },
  enterItemDigits: { id: 'core.barcode.enterItemDigits', defaultMessage: 'Enter how many digits the item code has' },
  itemDigitsRange: { id: 'core.barcode.itemDigitsRange', defaultMessage: 'Item codes have 3 to 7 digits' },
  chooseValue: { id: 'core.barcode.chooseValue', defaultMessage: 'Choose weight or price' },
  enterDecimals: { id: 'core.barcode.enterDecimals', defaultMessage: 'Enter the decimals' },
  decimalsRange: {
    id: 'core.barcode.decimalsRange',
    defaultMessage: 'A weight has at most 3 decimals (grams), a price at most 3 (as many as a currency has)',
  },
});

/** What the till says of a scan it cannot sell, and what the scanner test says a scan reads as. */
export const scanMessages = defineMessages({
  nothingScanned: { id: 'core.barcode.nothingScanned', defaultMessage: 'Nothing was scanned' },
  unreadable: {
    id: 'core.barcode.unreadable',
    defaultMessage: 'Barcode {code} could not be read: {reason}',
    description: '{reason} says what is wrong with the GS1 data, such as “it carries no GTIN (01)”',
  },
  noGtin: { id: 'core.barcode.noGtin', defaultMessage: 'it carries no GTIN (01)' },
  badCheckDigit: { id: 'core.barcode.badCheckDigit', defaultMessage: 'Barcode {code} has a bad check digit' },
  scaleLabel: {
    id: 'core.barcode.scaleLabel',
    defaultMessage: 'scale label, item {item}',
    description: 'What a scan reads as: a scale label with its item code (then its weight or price)',
  },
  skuOrCode: {
    id: 'core.barcode.skuOrCode',
    defaultMessage: 'a SKU or code “{text}”',
    description: 'What a scan reads as: text for the till to look up',
  },
  noProductMatches: { id: 'core.barcode.noProductMatches', defaultMessage: 'No product matches “{code}”' },
  noLongerForSale: { id: 'core.barcode.noLongerForSale', defaultMessage: '{name} is no longer for sale' },
  notSoldByWeight: { id: 'core.barcode.notSoldByWeight', defaultMessage: '{name} is not sold by weight' },
  soldByWeight: {
    id: 'core.barcode.soldByWeight',
    defaultMessage: '{name} is sold by weight: scan its label or weigh it',
  },
  labelShowsNoWeight: { id: 'core.barcode.labelShowsNoWeight', defaultMessage: 'The label on {name} shows no weight' },
});

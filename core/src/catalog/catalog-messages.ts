import { defineMessages } from '../i18n/core-message';

/** What the product form and the stock forms say when a field does not read. */
export const catalogMessages = defineMessages({
  enterCode: { id: 'core.catalog.enterCode', defaultMessage: 'Enter a code' },
  enterName: { id: 'core.catalog.enterName', defaultMessage: 'Enter the product name' },
  nameTooLong: { id: 'core.catalog.nameTooLong', defaultMessage: 'Keep the name under {max} characters' },
  enterSku: { id: 'core.catalog.enterSku', defaultMessage: 'Enter a SKU' },
  skuTooLong: { id: 'core.catalog.skuTooLong', defaultMessage: 'Keep the SKU under {max} characters' },
  skuCharacters: {
    id: 'core.catalog.skuCharacters',
    defaultMessage: 'Use letters, digits, dot, dash, slash or underscore',
  },
  barcodeCharacters: { id: 'core.catalog.barcodeCharacters', defaultMessage: 'Use digits, letters or dashes' },
  enterTaxRate: { id: 'core.catalog.enterTaxRate', defaultMessage: 'Enter a tax rate' },
  taxRange: { id: 'core.catalog.taxRange', defaultMessage: 'Tax is 0 to 100 %' },
  chooseCategory: { id: 'core.catalog.chooseCategory', defaultMessage: 'Choose a category' },
  chooseSoldBy: { id: 'core.catalog.chooseSoldBy', defaultMessage: 'Choose each, or the unit it is weighed in' },
  enterStockOnHand: { id: 'core.catalog.enterStockOnHand', defaultMessage: 'Enter the stock on hand' },
  enterPrice: { id: 'core.catalog.enterPrice', defaultMessage: 'Enter a price such as {example}' },
  enterAmountOrNothing: {
    id: 'core.catalog.enterAmountOrNothing',
    defaultMessage: 'Enter an amount such as {example}, or leave it empty',
  },
});

/** What the variants form refuses: a product's options (Size), their values (2 L, 5 L) and the variants. */
export const variantMessages = defineMessages({
  enterOptionName: { id: 'core.catalog.enterOptionName', defaultMessage: 'Enter the option name' },
  optionNameTooLong: {
    id: 'core.catalog.optionNameTooLong',
    defaultMessage: 'Keep the option name under {max} characters',
  },
  enterValue: { id: 'core.catalog.enterOptionValue', defaultMessage: 'Enter the value' },
  valueTooLong: { id: 'core.catalog.optionValueTooLong', defaultMessage: 'Keep the value under {max} characters' },
  giveValue: { id: 'core.catalog.giveOptionValue', defaultMessage: 'Give at least one value' },
  tooManyValues: { id: 'core.catalog.tooManyOptionValues', defaultMessage: 'At most {max} values' },
  repeatedValue: { id: 'core.catalog.repeatedOptionValue', defaultMessage: 'A value is repeated' },
  stockTooLarge: { id: 'core.catalog.variantStockTooLarge', defaultMessage: 'That stock is too large' },
  addOption: { id: 'core.catalog.addOption', defaultMessage: 'Add at least one option' },
  tooManyOptions: { id: 'core.catalog.tooManyOptions', defaultMessage: 'At most {max} options' },
  addVariant: { id: 'core.catalog.addVariant', defaultMessage: 'Add at least one variant' },
  tooManyVariants: { id: 'core.catalog.tooManyVariants', defaultMessage: 'At most {max} variants' },
  sameOptionName: { id: 'core.catalog.sameOptionName', defaultMessage: 'Two options have the same name' },
  chooseOptionValue: {
    id: 'core.catalog.chooseOptionValue',
    defaultMessage: 'Choose a {option} from its values',
    description: '{option} is the option’s name as the store wrote it, in lower case: size, colour',
  },
  oneValueEach: { id: 'core.catalog.oneValueEachOption', defaultMessage: 'Give one value of each option' },
  sameAsVariant: { id: 'core.catalog.sameAsVariant', defaultMessage: 'Same as variant {number}' },
  skuOfAnotherVariant: { id: 'core.catalog.skuOfAnotherVariant', defaultMessage: 'SKU used by another variant' },
});

/** What the category form refuses. */
export const categoryMessages = defineMessages({
  enterName: { id: 'core.catalog.enterCategoryName', defaultMessage: 'Enter the category name' },
  nameTooLong: { id: 'core.catalog.categoryNameTooLong', defaultMessage: 'Keep the name to {max} characters' },
  listInOrder: { id: 'core.catalog.listCategoriesInOrder', defaultMessage: 'List the categories in their new order' },
});

/** What a product file's import refuses: the file, and a row's cells (the problems a person reads and fixes). */
export const importMessages = defineMessages({
  noRows: { id: 'core.catalog.importNoRows', defaultMessage: 'The file has no rows' },
  tooManyRows: { id: 'core.catalog.importTooManyRows', defaultMessage: 'At most {max} rows a file' },
  missingCategory: {
    id: 'core.catalog.importMissingCategory',
    defaultMessage: 'No category called {name}',
    description: '{name} is a category as the file names it',
  },
  useYesOrNo: {
    id: 'core.catalog.importUseYesOrNo',
    defaultMessage: 'Use yes or no',
    description: 'The file’s Active column; it reads yes/no, true/false, 1/0 as written (in English)',
  },
  writeOptions: {
    id: 'core.catalog.importWriteOptions',
    defaultMessage: 'Write the options as Size=2 L; Colour=Blue',
    description: 'Keep the form Name=value; Name=value (an equals sign, options apart by semicolons)',
  },
  giveVariantOptions: {
    id: 'core.catalog.importGiveVariantOptions',
    defaultMessage: 'Give the variant’s options, such as Size=2 L',
  },
  nameParent: { id: 'core.catalog.importNameParent', defaultMessage: 'Name the product these are options of' },
  useSoldBy: {
    id: 'core.catalog.importUseSoldBy',
    defaultMessage: 'Use each, kg, lb, oz or g',
    description: 'The file’s Sold by column: each, kg, lb, oz and g are what it reads, as written (in English)',
  },
});

import { defineMessages } from '@tillwise/core/i18n/core-message';

/** What the server says when a product, its variants, a category or a product file is refused. */
export const catalogRefusals = defineMessages({
  productNotFound: { id: 'server.catalog.productNotFound', defaultMessage: 'Product not found' },
  noProductWithCode: {
    id: 'server.catalog.noProductWithCode',
    defaultMessage: 'No product with barcode or SKU {code}',
  },
  skuExists: { id: 'server.catalog.skuExists', defaultMessage: 'SKU already exists' },
  barcodeExists: { id: 'server.catalog.barcodeExists', defaultMessage: 'Barcode already exists' },
  chooseCategory: { id: 'server.catalog.chooseCategory', defaultMessage: 'Choose a category' },
  categoryInactive: {
    id: 'server.catalog.categoryInactive',
    defaultMessage: 'That category is inactive: choose another',
  },
  uploadImageFirst: { id: 'server.catalog.uploadImageFirst', defaultMessage: 'Upload the image first' },
  checkProduct: { id: 'server.catalog.checkProduct', defaultMessage: 'Check the product' },
  bringStockToZero: {
    id: 'server.catalog.bringStockToZero',
    defaultMessage: 'Bring {name}’s stock to 0 first: its stock belongs to one of its variants',
  },
  notAVariant: { id: 'server.catalog.notAVariant', defaultMessage: 'Not a variant of this product' },
  categoryNamed: { id: 'server.catalog.categoryNamed', defaultMessage: 'There is already a category called {name}' },
  categoryNameTaken: {
    id: 'server.catalog.categoryNameTaken',
    defaultMessage: 'There is already a category with this name',
  },
  categoryNotFound: { id: 'server.catalog.categoryNotFound', defaultMessage: 'Category not found' },
  nameEachCategoryOnce: { id: 'server.catalog.nameEachCategoryOnce', defaultMessage: 'Name each category once' },
  categoriesChanged: {
    id: 'server.catalog.categoriesChanged',
    defaultMessage: 'The categories have changed since this list was loaded: look again and move them once more',
  },
  importRowHasProblems: {
    id: 'server.catalog.importRowHasProblems',
    defaultMessage: '{count} row has problems: nothing was imported',
  },
  importRowsHaveProblems: {
    id: 'server.catalog.importRowsHaveProblems',
    defaultMessage: '{count} rows have problems: nothing was imported',
  },
});

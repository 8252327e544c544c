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
  imageUnreadable: {
    id: 'server.catalog.imageUnreadable',
    defaultMessage: 'This image could not be read: it may be damaged or not really an image',
  },
  imageKind: { id: 'server.catalog.imageKind', defaultMessage: 'Upload a PNG, JPEG, GIF or WebP image' },
  imageMegapixels: { id: 'server.catalog.imageMegapixels', defaultMessage: 'Images may be {most} megapixels at most' },
  chooseImage: { id: 'server.catalog.chooseImage', defaultMessage: 'Choose an image file' },
  imageTooLarge: { id: 'server.catalog.imageTooLarge', defaultMessage: 'Images must be 2 MB or smaller' },
  hasHistory: {
    id: 'server.catalog.hasHistory',
    defaultMessage:
      '{name} has {history} on record, so it cannot be deleted. Archive it instead: untick Active and save.',
  },
  variantHasHistory: {
    id: 'server.catalog.variantHasHistory',
    defaultMessage:
      '{name} or one of its variants has {history} on record, so it cannot be deleted. Archive it instead: untick Active and save.',
  },
  importRowsHaveProblems: {
    id: 'server.catalog.importRowsHaveProblems',
    defaultMessage: '{count} rows have problems: nothing was imported',
  },
});

/** The records that keep a product from being deleted, as a refusal lists them. */
export const productHistoryWords = defineMessages({
  sales: { id: 'server.catalog.history.sales', defaultMessage: 'sales' },
  returns: { id: 'server.catalog.history.returns', defaultMessage: 'returns' },
  stockMovements: { id: 'server.catalog.history.stockMovements', defaultMessage: 'stock movements' },
  purchaseOrders: { id: 'server.catalog.history.purchaseOrders', defaultMessage: 'purchase orders' },
  stockTransfers: { id: 'server.catalog.history.stockTransfers', defaultMessage: 'stock transfers' },
  stockTakes: { id: 'server.catalog.history.stockTakes', defaultMessage: 'stock takes' },
});

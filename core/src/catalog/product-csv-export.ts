import { thousandthsToDecimal } from '../barcode/weight';
import { minorToCsvDecimal } from '../money/money';
import type { CsvTable } from '../report/report-csv';
import type { Product } from './catalog-schemas';
import { productCsvColumns, productCsvFields } from './product-csv';
import type { ProductCsvField } from './product-csv';
import { optionValuesText } from './product-csv-options';
import { isSoldByWeight } from './sold-by';
import type { SoldBy } from './sold-by';

/** How each way of selling is written in the file. */
const soldByText: Record<SoldBy, string> = { unit: 'each', kg: 'kg', lb: 'lb', oz: 'oz', g: 'g' };

/**
 * A product as a row of the file, in the columns' order; a variant names its product's SKU and its values. Price
 * and cost are plain decimals with the store currency's minor digits ("12.99" in dollars, "1200" in yen).
 */
export function productCsvRow(
  product: Product,
  categoryName: string,
  parentSku = '',
  currency = 'USD',
): (string | number)[] {
  const row: Record<ProductCsvField, string | number> = {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode ?? '',
    category: categoryName,
    price: minorToCsvDecimal(product.chainPriceCents, currency),
    cost: product.costCents === null ? '' : minorToCsvDecimal(product.costCents, currency),
    taxRate: product.taxRate,
    stock: isSoldByWeight(product.soldBy) ? thousandthsToDecimal(product.stock) : product.stock,
    reorderLevel:
      product.reorderLevel === null
        ? ''
        : isSoldByWeight(product.soldBy)
          ? thousandthsToDecimal(product.reorderLevel)
          : product.reorderLevel,
    soldBy: soldByText[product.soldBy],
    supplier: product.supplier,
    active: product.isActive ? 'yes' : 'no',
    description: product.description,
    parentSku,
    options: optionValuesText(product.optionValues),
  };
  return productCsvFields.map((field) => row[field]);
}

/** The catalogue as a file that imports back unchanged into a store of the same currency. */
export function productCsvTable(
  products: readonly Product[],
  categoryNames: ReadonlyMap<string, string>,
  currency = 'USD',
): CsvTable {
  const skus = new Map(products.map((product) => [product.id, product.sku]));
  return {
    fields: productCsvColumns.map((column) => column.header),
    rows: products.map((product) =>
      productCsvRow(
        product,
        categoryNames.get(product.categoryId) ?? '',
        product.parentId ? (skus.get(product.parentId) ?? '') : '',
        currency,
      ),
    ),
  };
}

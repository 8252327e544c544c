import type { z } from 'zod';
import { problemsOf } from '../csv/csv-import';
import type { ImportProblem } from '../csv/csv-import';
import { say } from '../i18n/core-message';
import { importMessages } from './catalog-messages';
import { productFormSchemaFor } from './catalog-schemas';
import type { productFormSchema } from './catalog-schemas';
import type { ProductCsvField, ProductCsvRow } from './product-csv';
import { parseOptionValues } from './product-csv-options';
import { soldByOptions } from './sold-by';
import type { SoldBy } from './sold-by';
import type { OptionValues } from './variants';

/** What a row naming a category the store lacks is told, unless the import makes the categories. */
export const missingCategoryMessage = (name: string) => say(importMessages.missingCategory, { name });

/**
 * Whether a refused cell is a category the store lacks: ticking “Create the categories” fixes it, not the file. The
 * server tells it in US English; it is known in the language set here too.
 */
export const isMissingCategory = (problem: ImportProblem) =>
  problem.field === 'category' &&
  [importMessages.missingCategory.defaultMessage.replace('{name}', ''), missingCategoryMessage('')].some(
    (start) => start !== '' && problem.message.startsWith(start),
  );

const activeWords: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  active: true,
  no: false,
  n: false,
  false: false,
  '0': false,
  inactive: false,
  archived: false,
  draft: false,
};

/** A row of the file, read and checked: the product's fields, with its category by name. */
export type ProductImportRow = Omit<z.output<typeof productFormSchema>, 'categoryId' | 'image' | 'storePriceCents'> & {
  category: string;
  /** The SKU of the product this row is a variant of, with the variant's values; null for any other product. */
  parentSku: string | null;
  optionValues: OptionValues | null;
};

const formFieldOf: Record<string, ProductCsvField> = { categoryId: 'category', isActive: 'active' };

// A file's amounts are read as a file writes them, whatever the language of the person importing it: a dot for
// decimals, the US way ("1,234.50" and "$12.99" too), with the store currency's minor digits ("1200" yen).
const rowSchemas = new Map<string, typeof productFormSchema>();
function rowSchemaFor(currency: string): typeof productFormSchema {
  let schema = rowSchemas.get(currency);
  if (!schema) rowSchemas.set(currency, (schema = productFormSchemaFor({ locale: 'en-US', currency })));
  return schema;
}

/**
 * Reads one row of a product file. Empty tax takes the store's default rate; empty stock is 0; 'Active' reads
 * yes/no (true/false, 1/0, active/archived) and defaults to yes; 'Sold by' is each, kg, lb, oz or g, and stock and
 * reorder level are in that unit ('0.45' of a product sold by the lb). Price and cost are in the store's currency,
 * with its minor digits: '12.99' dollars, '1200' yen, '1.250' dinars.
 */
export function readProductRow(
  raw: ProductCsvRow,
  rowNumber: number,
  defaultTaxRate: number,
  currency = 'USD',
): { row: ProductImportRow; problems: [] } | { row: null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const activeText = raw.active.toLowerCase();
  const isActive = activeText === '' ? true : activeWords[activeText];
  if (isActive === undefined)
    problems.push({ row: rowNumber, field: 'active', message: say(importMessages.useYesOrNo) });
  const optionValues = raw.options === '' ? null : parseOptionValues(raw.options);
  if (raw.options !== '' && !optionValues)
    problems.push({ row: rowNumber, field: 'options', message: say(importMessages.writeOptions) });
  else if (raw.parentSku !== '' && !optionValues)
    problems.push({ row: rowNumber, field: 'options', message: say(importMessages.giveVariantOptions) });
  else if (raw.parentSku === '' && optionValues)
    problems.push({ row: rowNumber, field: 'parentSku', message: say(importMessages.nameParent) });
  const soldByInput = raw.soldBy.toLowerCase();
  const soldBy = soldByInput === '' || soldByInput === 'each' || soldByInput === 'unit' ? 'unit' : soldByInput;
  const knownSoldBy = (soldByOptions as readonly string[]).includes(soldBy);
  if (!knownSoldBy) problems.push({ row: rowNumber, field: 'soldBy', message: say(importMessages.useSoldBy) });
  const parsed = rowSchemaFor(currency).safeParse({
    name: raw.name,
    sku: raw.sku,
    barcode: raw.barcode,
    categoryId: raw.category,
    price: raw.price,
    cost: raw.cost,
    taxRate: raw.taxRate === '' ? String(defaultTaxRate) : raw.taxRate.replace(/%$/, ''),
    // Stock and reorder level are in the product's own unit: 'Stock 12' of cheese sold by the lb is 12 lb.
    stock: raw.stock === '' ? '0' : raw.stock,
    reorderLevel: raw.reorderLevel,
    soldBy: knownSoldBy ? soldBy : 'unit',
    supplier: raw.supplier,
    isActive: true,
    description: raw.description,
  });
  if (!parsed.success)
    problems.push(...problemsOf(parsed.error, rowNumber, (path) => formFieldOf[path] ?? (path as ProductCsvField)));
  if (problems.length > 0 || !parsed.success) return { row: null, problems };
  const { categoryId, image: _image, storePriceCents: _storePrice, ...fields } = parsed.data;
  return {
    row: {
      ...fields,
      category: categoryId,
      isActive: isActive!,
      soldBy: soldBy as SoldBy,
      parentSku: raw.parentSku === '' ? null : raw.parentSku,
      optionValues,
    },
    problems: [],
  };
}

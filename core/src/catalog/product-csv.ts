import { centsToDollarText } from '../money/money';
import { z } from 'zod';
import { maxImportRows, problemsOf } from '../csv/csv-import';
import type { CsvColumn, ImportProblem } from '../csv/csv-import';
import type { CsvTable } from '../report/report-csv';
import { productFormSchema } from './catalog-schemas';
import type { Product } from './catalog-schemas';
import { thousandthsToDecimal } from '../barcode/weight';
import { isSoldByWeight, soldByOptions } from './sold-by';
import type { SoldBy } from './sold-by';
import type { OptionValues } from './variants';

export const productCsvFields = [
  'name',
  'sku',
  'barcode',
  'category',
  'price',
  'cost',
  'taxRate',
  'stock',
  'reorderLevel',
  'soldBy',
  'supplier',
  'active',
  'description',
  'parentSku',
  'options',
] as const;
export type ProductCsvField = (typeof productCsvFields)[number];

/**
 * The product file's columns, in the order Tillwise writes them, with the names other systems give them and what
 * each takes.
 */
export const productCsvColumns: readonly CsvColumn<ProductCsvField>[] = [
  {
    field: 'name',
    header: 'Name',
    required: true,
    aliases: ['Product name', 'Item name', 'Title', 'Product'],
    help: 'The product as the till, shelf labels and receipts name it.',
  },
  {
    field: 'sku',
    header: 'SKU',
    required: true,
    aliases: ['Variant SKU', 'Item code', 'Product code', 'Code'],
    help: 'Your code for it, one product each: a row whose SKU Tillwise already has updates that product.',
  },
  {
    field: 'barcode',
    header: 'Barcode',
    aliases: ['UPC', 'EAN', 'GTIN', 'Variant barcode'],
    help: 'The number under its barcode (UPC or EAN), one product each. Optional.',
  },
  {
    field: 'category',
    header: 'Category',
    required: true,
    aliases: ['Product type', 'Type', 'Department', 'Group'],
    help: 'A category’s name. One the store lacks is made when “Create the categories” is ticked.',
  },
  {
    field: 'price',
    header: 'Price',
    required: true,
    aliases: ['Retail price', 'Sell price', 'Selling price', 'Variant price', 'Unit price'],
    help: 'The price in dollars, such as 12.99: each, or per kg, lb, oz or g for goods sold by weight.',
  },
  {
    field: 'cost',
    header: 'Cost',
    aliases: ['Cost price', 'Unit cost', 'Cost per item', 'Supply price'],
    help: 'What it costs you, in dollars, in the same unit as the price. Optional.',
  },
  {
    field: 'taxRate',
    header: 'Tax %',
    aliases: ['Tax', 'Tax rate', 'VAT', 'VAT %'],
    help: 'Its tax rate in percent, such as 8.25. Empty takes the store’s default rate.',
  },
  {
    field: 'stock',
    header: 'Stock',
    aliases: ['Quantity', 'On hand', 'In stock', 'Inventory', 'Qty'],
    help: 'How much you have, in the unit of Sold by: 24 (each), or 12.5 of goods sold by the lb. Empty is 0.',
  },
  {
    field: 'reorderLevel',
    header: 'Reorder level',
    aliases: ['Reorder point', 'Low stock', 'Min stock'],
    help: 'At or below this much stock it is low, in the same unit as Stock. Optional.',
  },
  {
    field: 'soldBy',
    header: 'Sold by',
    aliases: ['Unit', 'Sold by weight'],
    help: 'each, kg, lb, oz or g: by the unit, or weighed with its price per that unit. Empty is each.',
  },
  {
    field: 'supplier',
    header: 'Supplier',
    aliases: ['Vendor', 'Brand', 'Manufacturer'],
    help: 'Who you buy it from. Optional.',
  },
  {
    field: 'active',
    header: 'Active',
    aliases: ['Status', 'Published', 'Available for sale'],
    help: 'yes (on sale) or no (archived). Empty is yes.',
  },
  {
    field: 'description',
    header: 'Description',
    aliases: ['Body', 'Body (HTML)', 'Details'],
    help: 'A few words about it. Optional.',
  },
  {
    field: 'parentSku',
    header: 'Variant of',
    aliases: ['Parent SKU', 'Parent'],
    help: 'For a variant (a size, a colour): the SKU of the product it is a variant of. Empty for any other.',
  },
  {
    field: 'options',
    header: 'Options',
    aliases: ['Variant options', 'Option values'],
    help: 'For a variant: its options, written Size=2 L; Colour=Blue.',
  },
];

/** A file to start from: the columns' headers and one example row, a cheese sold by the lb. */
export const productCsvTemplate: CsvTable = {
  fields: productCsvColumns.map((column) => column.header),
  rows: [
    productCsvFields.map(
      (field) =>
        ({
          name: 'Aged Cheddar',
          sku: 'CHE-001',
          barcode: '012345678905',
          category: 'Cheese',
          price: '24.99',
          cost: '14.50',
          taxRate: '0',
          stock: '12.5',
          reorderLevel: '3',
          soldBy: 'lb',
          supplier: 'Valley Creamery',
          active: 'yes',
          description: 'Aged 12 months',
          parentSku: '',
          options: '',
        })[field],
    ),
  ],
};

/** What a row naming a category the store lacks is told, unless the import makes the categories. */
export const missingCategoryMessage = (name: string) => `No category called ${name}`;

/** Whether a refused cell is a category the store lacks: ticking “Create the categories” fixes it, not the file. */
export const isMissingCategory = (problem: ImportProblem) =>
  problem.field === 'category' && problem.message.startsWith(missingCategoryMessage(''));

export type ProductCsvRow = Record<ProductCsvField, string>;

/** How each way of selling is written in the file. */
const soldByText: Record<SoldBy, string> = { unit: 'each', kg: 'kg', lb: 'lb', oz: 'oz', g: 'g' };
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

/** A variant's values as the file writes them: "Size=2 L; Colour=Blue". */
export const optionValuesText = (values: OptionValues | null | undefined) =>
  Object.entries(values ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Reads "Size=2 L; Colour=Blue" back; null when it is not written that way. */
export function parseOptionValues(text: string): OptionValues | null {
  const values: OptionValues = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const [name, value, ...rest] = part.split('=').map((piece) => piece.trim());
    if (!name || !value || rest.length > 0 || name.length > 30 || value.length > 30 || name in values) return null;
    values[name] = value;
  }
  return Object.keys(values).length > 0 ? values : null;
}

/** A product as a row of the file, in the columns' order; a variant names its product's SKU and its values. */
export function productCsvRow(product: Product, categoryName: string, parentSku = ''): (string | number)[] {
  const row: Record<ProductCsvField, string | number> = {
    name: product.name,
    sku: product.sku,
    barcode: product.barcode ?? '',
    category: categoryName,
    price: centsToDollarText(product.chainPriceCents),
    cost: product.costCents === null ? '' : centsToDollarText(product.costCents),
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

/** The catalogue as a file that imports back unchanged. */
export function productCsvTable(products: readonly Product[], categoryNames: ReadonlyMap<string, string>): CsvTable {
  const skus = new Map(products.map((product) => [product.id, product.sku]));
  return {
    fields: productCsvColumns.map((column) => column.header),
    rows: products.map((product) =>
      productCsvRow(
        product,
        categoryNames.get(product.categoryId) ?? '',
        product.parentId ? (skus.get(product.parentId) ?? '') : '',
      ),
    ),
  };
}

/** A row of the file, read and checked: the product's fields, with its category by name. */
export type ProductImportRow = Omit<z.output<typeof productFormSchema>, 'categoryId' | 'image' | 'storePriceCents'> & {
  category: string;
  /** The SKU of the product this row is a variant of, with the variant's values; null for any other product. */
  parentSku: string | null;
  optionValues: OptionValues | null;
};

const formFieldOf: Record<string, ProductCsvField> = { categoryId: 'category', isActive: 'active' };

/**
 * Reads one row of a product file. Empty tax takes the store's default rate; empty stock is 0; 'Active' reads
 * yes/no (true/false, 1/0, active/archived) and defaults to yes; 'Sold by' is each, kg, lb, oz or g, and stock and
 * reorder level are in that unit ('0.45' of a product sold by the lb).
 */
export function readProductRow(
  raw: ProductCsvRow,
  rowNumber: number,
  defaultTaxRate: number,
): { row: ProductImportRow; problems: [] } | { row: null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const activeText = raw.active.toLowerCase();
  const isActive = activeText === '' ? true : activeWords[activeText];
  if (isActive === undefined) problems.push({ row: rowNumber, field: 'active', message: 'Use yes or no' });
  const optionValues = raw.options === '' ? null : parseOptionValues(raw.options);
  if (raw.options !== '' && !optionValues)
    problems.push({ row: rowNumber, field: 'options', message: 'Write the options as Size=2 L; Colour=Blue' });
  else if (raw.parentSku !== '' && !optionValues)
    problems.push({ row: rowNumber, field: 'options', message: 'Give the variant’s options, such as Size=2 L' });
  else if (raw.parentSku === '' && optionValues)
    problems.push({ row: rowNumber, field: 'parentSku', message: 'Name the product these are options of' });
  const soldByInput = raw.soldBy.toLowerCase();
  const soldBy = soldByInput === '' || soldByInput === 'each' || soldByInput === 'unit' ? 'unit' : soldByInput;
  const knownSoldBy = (soldByOptions as readonly string[]).includes(soldBy);
  if (!knownSoldBy) problems.push({ row: rowNumber, field: 'soldBy', message: 'Use each, kg, lb, oz or g' });
  const parsed = productFormSchema.safeParse({
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

/** What the import endpoint takes: rows of field texts, as mapped in the browser. */
export const productImportInputSchema = z.object({
  rows: z
    .array(z.partialRecord(z.enum(productCsvFields), z.string().max(5000)))
    .min(1, 'The file has no rows')
    .max(maxImportRows, `At most ${maxImportRows.toLocaleString('en-US')} rows a file`),
  /** Check everything and report, writing nothing. */
  dryRun: z.boolean().default(false),
  /** A category the file names that the store lacks: made (true), or each such row refused (false). */
  createCategories: z.boolean().default(false),
});
export type ProductImportInput = z.output<typeof productImportInputSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Categories made (or, in a dry run, that would be made). */
  newCategories: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

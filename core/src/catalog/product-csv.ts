import type { CsvColumn } from '../csv/csv-import';
import type { CsvTable } from '../report/report-csv';

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
    help: 'The price in the store’s currency, such as 12.99 (1200 in yen): each, or per kg, lb, oz or g for goods sold by weight.',
  },
  {
    field: 'cost',
    header: 'Cost',
    aliases: ['Cost price', 'Unit cost', 'Cost per item', 'Supply price'],
    help: 'What it costs you, in the store’s currency, in the same unit as the price. Optional.',
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

export type ProductCsvRow = Record<ProductCsvField, string>;

import { randomUUID } from 'node:crypto';
import { productCsvFields } from '@tillwise/core/catalog/product-csv';
import type { ProductCsvRow } from '@tillwise/core/catalog/product-csv';
import { missingCategoryMessage, readProductRow } from '@tillwise/core/catalog/product-csv-import';
import type { ProductImportRow } from '@tillwise/core/catalog/product-csv-import';
import type { ProductImportInput } from '@tillwise/core/catalog/product-import-schemas';
import type { ImportProblem } from '@tillwise/core/csv/csv-import';
import type { Executor } from '../db/database';
import * as importRepository from '../db/repositories/catalog-csv-repository';
import { findCategories } from '../db/repositories/catalog-repository';

export type Existing = Awaited<ReturnType<typeof importRepository.findProductsForImport>>[number];
/** What an import will do, row by row. */
export interface Plan {
  /** The file's rows as read, in order (null where a row was refused). */
  rows: (ProductImportRow | null)[];
  creates: { row: ProductImportRow; index: number; id: string }[];
  updates: { row: ProductImportRow; existing: Existing }[];
  unchanged: number;
  newCategories: string[];
}

/** A SKU or category name as the catalogue matches it. */
export const key = (text: string) => text.trim().toLowerCase();

/** The product's columns as an import row sets them. */
export const columnsOf = (row: ProductImportRow, categoryId: string) => ({
  name: row.name,
  sku: row.sku,
  barcode: row.barcode,
  category_id: categoryId,
  price_cents: row.priceCents,
  cost_cents: row.costCents,
  tax_rate_bps: Math.round(row.taxRate * 100),
  reorder_level: row.reorderLevel,
  sold_by: row.soldBy,
  supplier: row.supplier,
  is_active: row.isActive ? 1 : 0,
  description: row.description,
  option_values_json: row.optionValues ? JSON.stringify(row.optionValues) : null,
});
type Columns = ReturnType<typeof columnsOf>;

/** Whether an import row changes any of a product's columns. */
export const differs = (existing: Existing, columns: Columns) =>
  (Object.keys(columns) as (keyof Columns)[]).some(
    (column) => (existing[column] ?? null) !== (columns[column] ?? null),
  );

/**
 * Checks every row of a product file against the catalogue: each row's fields, SKUs and barcodes repeated in the
 * file or used by another product, and categories the store lacks (made when asked, otherwise refused). A row
 * whose SKU the catalogue has updates that product; the rest are new. Amounts are read in the store's currency.
 */
export async function planImport(
  db: Executor,
  storeId: string,
  input: ProductImportInput,
  taxRate: number,
  currency: string,
) {
  const problems: ImportProblem[] = [];
  const rows: (ProductImportRow | null)[] = input.rows.map((cells, index) => {
    const raw = Object.fromEntries(productCsvFields.map((field) => [field, cells[field] ?? ''])) as ProductCsvRow;
    const read = readProductRow(raw, index, taxRate, currency);
    problems.push(...read.problems);
    return read.row;
  });
  const [existing, categories] = await Promise.all([
    importRepository.findProductsForImport(db, storeId),
    findCategories(db),
  ]);
  const bySku = new Map(existing.map((product) => [key(product.sku), product]));
  const byBarcode = new Map(existing.filter((p) => p.barcode).map((product) => [product.barcode!, product]));
  const categoryIds = new Map(categories.map((category) => [key(category.name), category.id]));
  const skuRows = new Map<string, number>();
  const barcodeRows = new Map<string, number>();
  const newCategories = new Map<string, string>();
  const plan: Plan = { rows, creates: [], updates: [], unchanged: 0, newCategories: [] };

  rows.forEach((row, index) => {
    if (!row) return;
    const problem = (field: string, message: string) => problems.push({ row: index, field, message });
    const sku = key(row.sku);
    const firstSku = skuRows.get(sku);
    if (firstSku !== undefined) problem('sku', `SKU also on row ${firstSku + 2}`);
    else skuRows.set(sku, index);
    const current = bySku.get(sku);
    if (row.barcode) {
      const firstBarcode = barcodeRows.get(row.barcode);
      const owner = byBarcode.get(row.barcode);
      if (firstBarcode !== undefined) problem('barcode', `Barcode also on row ${firstBarcode + 2}`);
      else if (owner && owner.id !== current?.id) problem('barcode', `Barcode already used by ${owner.sku}`);
      barcodeRows.set(row.barcode, index);
    }
    if (!categoryIds.has(key(row.category))) {
      if (input.createCategories) newCategories.set(key(row.category), row.category.trim());
      else problem('category', missingCategoryMessage(row.category));
    }
    if (current) plan.updates.push({ row, existing: current });
    else plan.creates.push({ row, index, id: randomUUID() });
  });
  plan.newCategories = [...newCategories.values()];
  const ids = new Map(existing.map((product) => [key(product.sku), product.id]));
  for (const create of plan.creates) ids.set(key(create.row.sku), create.id);
  problems.push(...variantProblems(rows, bySku, ids));
  return { plan, problems, categoryIds, ids };
}

/**
 * A variant row names its product by SKU (in the catalogue or the file), which is not itself a variant and holds
 * no stock of its own; a product already in the catalogue keeps its place (a variant under its product, any other
 * product on its own).
 */
function variantProblems(
  rows: readonly (ProductImportRow | null)[],
  bySku: ReadonlyMap<string, Existing>,
  ids: ReadonlyMap<string, string>,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const fileRows = new Map(rows.flatMap((row) => (row ? [[key(row.sku), row] as const] : [])));
  const parents = new Set(rows.flatMap((row) => (row?.parentSku ? [key(row.parentSku)] : [])));
  rows.forEach((row, index) => {
    if (!row) return;
    const problem = (field: string, message: string) => problems.push({ row: index, field, message });
    const parentKey = row.parentSku ? key(row.parentSku) : null;
    const current = bySku.get(key(row.sku));
    if (parentKey) {
      const inFile = fileRows.get(parentKey);
      const inCatalogue = bySku.get(parentKey);
      if (parentKey === key(row.sku)) problem('parentSku', 'A product cannot be a variant of itself');
      else if (!inFile && !inCatalogue) problem('parentSku', `No product has the SKU ${row.parentSku}`);
      else if (inFile?.parentSku || inCatalogue?.parent_id)
        problem('parentSku', `${row.parentSku} is itself a variant`);
      else if (!inFile && !inCatalogue?.options_json && inCatalogue?.stock !== 0)
        problem('parentSku', `${row.parentSku} has stock of its own: bring it to 0 first`);
    }
    if (current && (current.parent_id ?? null) !== (parentKey ? (ids.get(parentKey) ?? null) : null))
      problem(
        'parentSku',
        current.parent_id ? 'A variant stays under its product' : 'A product sold on its own cannot become a variant',
      );
    if (!parentKey && (current?.options_json || parents.has(key(row.sku))) && row.stock !== 0)
      problem('stock', 'A product with variants holds no stock of its own');
  });
  return problems;
}

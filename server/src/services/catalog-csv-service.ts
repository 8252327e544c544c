import { randomUUID } from 'node:crypto';
import { productCsvFields, productCsvTable, readProductRow } from '@tillwise/core/catalog/product-csv';
import type {
  ImportResult,
  ProductCsvRow,
  ProductImportInput,
  ProductImportRow,
} from '@tillwise/core/catalog/product-csv';
import type { OptionValues } from '@tillwise/core/catalog/variants';
import type { ImportProblem } from '@tillwise/core/csv/csv-import';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import { insertInChunks } from '../db/fast-insert';
import type { GroupCommit } from '../db/group-commit';
import * as importRepository from '../db/repositories/catalog-csv-repository';
import { findCategories } from '../db/repositories/catalog-repository';
import { moveStock } from '../db/repositories/inventory-repository';
import { addSuppliersNamedByProducts } from '../db/repositories/supplier-repository';
import { csvText } from '../lib/csv-text';
import { badRequest } from '../lib/errors';
import { recordAudit } from './audit-service';
import { toProduct } from './catalog-service';
import { getStoreSettings } from './settings-service';

/** The most problems an answer lists; a file with more is almost always mapped wrongly, and they say so. */
const maxListedProblems = 1_000;

type Existing = Awaited<ReturnType<typeof importRepository.findProductsForImport>>[number];
interface Plan {
  /** The file's rows as read, in order (null where a row was refused). */
  rows: (ProductImportRow | null)[];
  creates: { row: ProductImportRow; index: number; id: string }[];
  updates: { row: ProductImportRow; existing: Existing }[];
  unchanged: number;
  newCategories: string[];
}

const key = (text: string) => text.trim().toLowerCase();

/** The product's columns as an import row sets them. */
const columnsOf = (row: ProductImportRow, categoryId: string) => ({
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

const differs = (existing: Existing, columns: Columns) =>
  (Object.keys(columns) as (keyof Columns)[]).some(
    (column) => (existing[column] ?? null) !== (columns[column] ?? null),
  );

/**
 * Checks every row of a product file against the catalogue: each row's fields, SKUs and barcodes repeated in the
 * file or used by another product, and categories the store lacks (made when asked, otherwise refused). A row
 * whose SKU the catalogue has updates that product; the rest are new.
 */
async function planImport(db: Executor, storeId: string, input: ProductImportInput, taxRate: number) {
  const problems: ImportProblem[] = [];
  const rows: (ProductImportRow | null)[] = input.rows.map((cells, index) => {
    const raw = Object.fromEntries(productCsvFields.map((field) => [field, cells[field] ?? ''])) as ProductCsvRow;
    const read = readProductRow(raw, index, taxRate);
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
      else problem('category', `No category called ${row.category}`);
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

/**
 * Imports a product file in one transaction, or nothing: new SKUs become products (their stock the first
 * movement of this store's ledger), known SKUs update their product (a different stock is written as a count).
 * A dry run checks the same and writes nothing.
 */
export async function importProducts(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: ProductImportInput,
  staff: StaffMember,
  now: Date,
): Promise<ImportResult> {
  const { taxRate } = await getStoreSettings(db, storeId);
  const run = async (trx: Executor): Promise<ImportResult> => {
    const { plan, problems, categoryIds, ids } = await planImport(trx, storeId, input, taxRate);
    if (problems.length > 0) {
      const rowsWithProblems = new Set(problems.map((problem) => problem.row)).size;
      throw badRequest(
        `${rowsWithProblems.toLocaleString('en-US')} ${rowsWithProblems === 1 ? 'row has' : 'rows have'} problems: nothing was imported`,
        problems
          .slice(0, maxListedProblems)
          .map((problem) => ({ path: `rows.${problem.row}.${problem.field}`, message: problem.message })),
      );
    }
    const changed = plan.updates.filter(
      ({ row, existing }) =>
        differs(existing, columnsOf(row, categoryIds.get(key(row.category)) ?? '')) || existing.stock !== row.stock,
    );
    const result = {
      dryRun: input.dryRun,
      created: plan.creates.length,
      updated: changed.length,
      unchanged: plan.updates.length - changed.length,
      newCategories: plan.newCategories,
    };
    if (input.dryRun) return result;
    await writeImport(trx, storeId, plan, changed, categoryIds, ids, staff, now);
    return result;
  };
  return input.dryRun ? run(db) : writer.run(run);
}

async function writeImport(
  trx: Executor,
  storeId: string,
  plan: Plan,
  changed: Plan['updates'],
  categoryIds: Map<string, string>,
  ids: ReadonlyMap<string, string>,
  staff: StaffMember,
  now: Date,
) {
  const at = now.toISOString();
  const order = (await findCategories(trx)).length;
  const categories = plan.newCategories.map((name, index) => ({
    id: randomUUID(),
    name,
    color: null,
    icon: 'Package',
    sort_order: order + index,
  }));
  await insertInChunks(trx, 'categories', categories);
  for (const category of categories) categoryIds.set(key(category.name), category.id);
  const categoryOf = (row: ProductImportRow) => categoryIds.get(key(row.category))!;

  // Products before variants, so a variant's product exists when it is written.
  const created = [...plan.creates].sort((a, b) => Number(Boolean(a.row.parentSku)) - Number(Boolean(b.row.parentSku)));
  const rowOrder = new Map(plan.rows.map((row, index) => [row, index]));
  const indexOf = (row: ProductImportRow) => rowOrder.get(row) ?? 0;
  const parentOf = (row: ProductImportRow) => (row.parentSku ? (ids.get(key(row.parentSku)) ?? null) : null);
  await insertInChunks(
    trx,
    'products',
    created.map(({ id, row }) => ({
      id,
      ...columnsOf(row, categoryOf(row)),
      parent_id: parentOf(row),
      image: null,
      created_at: at,
      updated_at: at,
    })),
  );
  const stores = await importRepository.findStoreIds(trx);
  await insertInChunks(
    trx,
    'store_stock',
    created.flatMap(({ id, row }) =>
      stores.map((store) => ({ store_id: store.id, product_id: id, quantity: store.id === storeId ? row.stock : 0 })),
    ),
  );
  const movement = (productId: string, change: number, reason: string, note: string) => ({
    id: randomUUID(),
    store_id: storeId,
    product_id: productId,
    quantity_change: change,
    reason,
    reference: null,
    note,
    user_id: staff.id,
    created_at: at,
  });
  await insertInChunks(
    trx,
    'stock_movements',
    created.filter(({ row }) => row.stock !== 0).map(({ id, row }) => movement(id, row.stock, 'initial', 'Imported')),
  );

  await importRepository.updateProducts(
    trx,
    changed.map(({ row, existing }) => ({
      id: existing.id,
      columns: { ...columnsOf(row, categoryOf(row)), updated_at: at },
    })),
  );
  const counts = changed
    .filter(({ row, existing }) => row.stock !== existing.stock)
    .map(({ row, existing }) => movement(existing.id, row.stock - existing.stock, 'counted', 'Stock from an import'));
  for (let start = 0; start < counts.length; start += 2_000) await moveStock(trx, counts.slice(start, start + 2_000));
  await addSuppliersNamedByProducts(trx, at);
  const fileValues = new Map<string, OptionValues[]>();
  for (const { row } of [...plan.creates, ...changed].sort((a, b) => indexOf(a.row) - indexOf(b.row)))
    if (row.parentSku && row.optionValues) {
      const parentId = parentOf(row)!;
      fileValues.set(parentId, [...(fileValues.get(parentId) ?? []), row.optionValues]);
    }
  await importRepository.refreshParents(trx, fileValues, at);
  await recordAudit(
    trx,
    {
      action: 'products.imported',
      userId: staff.id,
      summary: `${created.length} added, ${changed.length} updated${categories.length ? `, ${categories.length} new categories` : ''}`,
      details: { created: created.length, updated: changed.length, newCategories: plan.newCategories },
    },
    now,
  );
}

/** The whole catalogue as the product file, with this store's stock: it imports back unchanged. */
export async function exportProducts(db: Db, storeId: string): Promise<string> {
  const [products, categories] = await Promise.all([
    importRepository.findProductsForImport(db, storeId),
    findCategories(db),
  ]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const sorted = products.sort((a, b) => a.name.localeCompare(b.name) || a.sku.localeCompare(b.sku));
  return csvText(
    productCsvTable(
      sorted.map((row) => toProduct({ ...row, store_price_cents: null })),
      names,
    ),
  );
}

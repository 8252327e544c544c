import { productCsvTable } from '@tillwise/core/catalog/product-csv-export';
import type { ImportResult, ProductImportInput } from '@tillwise/core/catalog/product-import-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as importRepository from '../db/repositories/catalog-csv-repository';
import { findCategories } from '../db/repositories/catalog-repository';
import { csvText } from '../lib/csv-text';
import { badRequest } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { columnsOf, differs, key, planImport } from './catalog-csv-plan';
import { writeImport } from './catalog-csv-write';
import { toProduct } from './catalog-service';
import { getStoreSettings } from './settings-service';
import { storeMoneyFormat } from './store-money';

/** The most problems an answer lists; a file with more is almost always mapped wrongly, and they say so. */
const maxListedProblems = 1_000;

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
  const [{ taxRate }, { currency }] = await Promise.all([getStoreSettings(db, storeId), storeMoneyFormat(db, storeId)]);
  const run = async (trx: Executor): Promise<ImportResult> => {
    const { plan, problems, categoryIds, ids } = await planImport(trx, storeId, input, taxRate, currency);
    if (problems.length > 0) {
      const rowsWithProblems = new Set(problems.map((problem) => problem.row)).size;
      throw badRequest(
        saying(rowsWithProblems === 1 ? catalogRefusals.importRowHasProblems : catalogRefusals.importRowsHaveProblems, {
          count: rowsWithProblems,
        }),
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
/**
 * The whole catalogue as the product file, with this store's stock and its amounts in this store's currency: it
 * imports back unchanged.
 */
export async function exportProducts(db: Db, storeId: string): Promise<string> {
  const [products, categories, { currency }] = await Promise.all([
    importRepository.findProductsForImport(db, storeId),
    findCategories(db),
    storeMoneyFormat(db, storeId),
  ]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const sorted = products.sort((a, b) => a.name.localeCompare(b.name) || a.sku.localeCompare(b.sku));
  return csvText(
    productCsvTable(
      sorted.map((row) => toProduct({ ...row, store_price_cents: null })),
      names,
      currency,
    ),
  );
}

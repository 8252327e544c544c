import { randomUUID } from 'node:crypto';
import type { ProductImportRow } from '@tillwise/core/catalog/product-csv-import';
import type { OptionValues } from '@tillwise/core/catalog/variants';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Executor } from '../db/database';
import { insertInChunks } from '../db/fast-insert';
import * as importRepository from '../db/repositories/catalog-csv-repository';
import { findCategories } from '../db/repositories/catalog-repository';
import { moveStock } from '../db/repositories/inventory-repository';
import { addSuppliersNamedByProducts } from '../db/repositories/supplier-repository';
import { recordAudit } from './audit-service';
import { columnsOf, key } from './catalog-csv-plan';
import type { Plan } from './catalog-csv-plan';

/**
 * Writes a checked import plan: new categories, new products (variants after their product) with their opening
 * stock, changed products with a stock difference as a count, then suppliers and variant parents brought up to date.
 */
export async function writeImport(
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

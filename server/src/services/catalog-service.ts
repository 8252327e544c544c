import { randomUUID } from 'node:crypto';
import { reservedByProduct } from '../db/repositories/layaway-repository';
import { readyByProduct } from '../db/repositories/special-order-repository';
import type {
  Category,
  CreateProductInput,
  Product,
  ProductListQuery,
  ProductPage,
  UpdateProductInput,
} from '@tillwise/core/catalog/catalog-schemas';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney } from '@tillwise/core/money/money';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import { variantName } from '@tillwise/core/catalog/variants';
import type { OptionValues, ProductOption } from '@tillwise/core/catalog/variants';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { GroupCommit } from '../db/group-commit';
import type { Database } from '../db/schema';
import * as catalogRepository from '../db/repositories/catalog-repository';
import type { StoreProductRow } from '../db/repositories/catalog-repository';
import { insertStockRowsForProduct, recordStockMovement } from '../db/repositories/inventory-repository';
import { ensureSupplierNamed } from '../db/repositories/supplier-repository';
import { badRequest, notFound } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { saveImage } from '../lib/image-files';
import { changedFields, recordAudit } from './audit-service';
import { raiseWebhookEvent } from './webhook-outbox';
import { toCategory } from './category-service';
import { storeMoneyFormat } from './store-money';
import type { MoneyFormat } from '@tillwise/core/money/money-format';

/** Where the API serves a stored product image. */
export const productImagePath = '/api/product-images/';

export function toProduct(row: StoreProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    priceCents: priceAtStore(row),
    chainPriceCents: row.price_cents,
    storePriceCents: row.store_price_cents,
    costCents: row.cost_cents,
    taxRate: row.tax_rate_bps / 100,
    categoryId: row.category_id,
    image: row.image,
    stock: row.stock,
    reorderLevel: row.reorder_level,
    description: row.description,
    supplier: row.supplier,
    isActive: row.is_active === 1,
    soldBy: (row.sold_by ?? 'unit') as SoldBy,
    parentId: row.parent_id ?? null,
    options: row.options_json ? (JSON.parse(row.options_json) as ProductOption[]) : null,
    optionValues: row.option_values_json ? (JSON.parse(row.option_values_json) as OptionValues) : null,
  };
}

/** The categories in their display order, inactive ones too (the till leaves those out of its chips). */
export async function listCategories(db: Db): Promise<Category[]> {
  return (await catalogRepository.findCategories(db)).map(toCategory);
}

/**
 * A page of the catalogue as one store sees it (its stock and prices); search matches name or SKU
 * case-insensitively, or barcode, within a category.
 */
export async function listProducts(db: Db, storeId: string, query: ProductListQuery): Promise<ProductPage> {
  const { rows, total } = await catalogRepository.findProducts(db, storeId, {
    q: query.q || undefined,
    categoryId: query.categoryId || undefined,
    activeOnly: query.active,
    parentId: query.parentId || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const ids = rows.map((row) => row.id);
  const [laidAway, ordered] = await Promise.all([
    reservedByProduct(db, storeId, ids),
    readyByProduct(db, storeId, ids),
  ]);
  const reserved = (id: string) => (laidAway.get(id) ?? 0) + (ordered.get(id) ?? 0);
  const items = rows.map((row) => ({ ...toProduct(row), reserved: reserved(row.id) }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The product a scanner read: exact barcode, or SKU ignoring case. */
export async function findProductByCode(db: Db, storeId: string, code: string): Promise<Product> {
  const row = await catalogRepository.findProductByCode(db, storeId, code);
  if (!row) throw notFound(saying(catalogRefusals.noProductWithCode, { code }));
  return toProduct(row);
}

export async function getProduct(db: Db, storeId: string, id: string): Promise<Product> {
  const row = await catalogRepository.findStoreProduct(db, storeId, id);
  if (!row) throw notFound(saying(catalogRefusals.productNotFound));
  return toProduct(row);
}

/**
 * SKUs are unique ignoring case, barcodes exactly; the category must exist, and be active unless the product is in
 * it already; images must be ones we stored.
 */
async function checkProductFields(
  trx: Transaction<Database>,
  input: UpdateProductInput,
  before?: { id: string; category_id: string },
) {
  const exceptId = before?.id;
  const problems: { path: string; message: Wording }[] = [];
  const clashes = await catalogRepository.findProductsUsingCodes(trx, input, exceptId);
  if (clashes.some((row) => row.sku.toUpperCase() === input.sku.toUpperCase()))
    problems.push({ path: 'sku', message: saying(catalogRefusals.skuExists) });
  if (input.barcode && clashes.some((row) => row.barcode === input.barcode))
    problems.push({ path: 'barcode', message: saying(catalogRefusals.barcodeExists) });
  const category = await catalogRepository.findCategoryById(trx, input.categoryId);
  if (!category) problems.push({ path: 'categoryId', message: saying(catalogRefusals.chooseCategory) });
  else if (!category.is_active && input.categoryId !== before?.category_id)
    problems.push({ path: 'categoryId', message: saying(catalogRefusals.categoryInactive) });
  if (input.image && !input.image.startsWith(productImagePath))
    problems.push({ path: 'image', message: saying(catalogRefusals.uploadImageFirst) });
  if (problems.length > 0) throw badRequest(problems[0]?.message ?? saying(catalogRefusals.checkProduct), problems);
}

function productColumns(input: UpdateProductInput) {
  return {
    name: input.name,
    sku: input.sku,
    barcode: input.barcode,
    price_cents: input.priceCents,
    cost_cents: input.costCents,
    tax_rate_bps: Math.round(input.taxRate * 100),
    category_id: input.categoryId,
    image: input.image,
    reorder_level: input.reorderLevel,
    description: input.description,
    supplier: input.supplier,
    is_active: input.isActive ? 1 : 0,
    sold_by: input.soldBy,
  };
}

/**
 * Adds a product to the chain: a stock row in every store, and the stock on hand here as the first movement of
 * this store's ledger.
 */
export async function createProduct(
  writer: GroupCommit,
  storeId: string,
  input: CreateProductInput,
  staff: StaffMember,
  now: Date,
): Promise<Product> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  return writer.run(async (trx) => {
    await checkProductFields(trx, input);
    await catalogRepository.insertProduct(trx, {
      id,
      ...productColumns(input),
      created_at: createdAt,
      updated_at: createdAt,
    });
    await insertStockRowsForProduct(trx, id);
    await ensureSupplierNamed(trx, input.supplier, createdAt);
    if (input.storePriceCents != null) await catalogRepository.saveStorePrice(trx, storeId, id, input.storePriceCents);
    if (input.stock !== 0) {
      await recordStockMovement(trx, {
        id: randomUUID(),
        store_id: storeId,
        product_id: id,
        quantity_change: input.stock,
        reason: 'initial',
        reference: null,
        note: 'Stock when the product was added',
        user_id: staff.id,
        created_at: createdAt,
      });
    }
    await recordAudit(
      trx,
      {
        action: 'product.created',
        userId: staff.id,
        subject: { type: 'product', id },
        summary: `${input.name} (${input.sku}) · ${formatMoney(input.priceCents, await storeMoneyFormat(trx, storeId))} · ${input.stock} in stock`,
        details: { ...productColumns(input), stock: input.stock },
      },
      now,
    );
    const product = toProduct((await catalogRepository.findStoreProduct(trx, storeId, id)) as StoreProductRow);
    const event = { resource: { type: 'product', id }, storeId, data: product, at: now };
    await raiseWebhookEvent(trx, { event: 'product.created', ...event });
    return product;
  });
}

/**
 * Changes a product's details for the chain, and this store's own price when the input names one; its stock
 * changes only through stock adjustments.
 */
export async function updateProduct(
  writer: GroupCommit,
  storeId: string,
  id: string,
  input: UpdateProductInput,
  staff: StaffMember,
  now: Date,
): Promise<Product> {
  return writer.run(async (trx) => {
    const before = await catalogRepository.findStoreProduct(trx, storeId, id);
    if (!before) throw notFound(saying(catalogRefusals.productNotFound));
    await checkProductFields(trx, input, before);
    const columns = productColumns(input);
    await catalogRepository.updateProduct(trx, id, { ...columns, updated_at: now.toISOString() });
    await ensureSupplierNamed(trx, input.supplier, now.toISOString());
    if (before.options_json && before.name !== input.name) await renameVariants(trx, id, input.name, now);
    if (input.storePriceCents !== undefined)
      await catalogRepository.saveStorePrice(trx, storeId, id, input.storePriceCents);
    const after = { ...columns, store_price_cents: input.storePriceCents ?? before.store_price_cents };
    const changes = changedFields({ ...before }, after);
    if (Object.keys(changes).length > 0) {
      const priceChanged = 'price_cents' in changes || 'cost_cents' in changes || 'store_price_cents' in changes;
      await recordAudit(
        trx,
        {
          action: priceChanged ? 'product.price_changed' : 'product.updated',
          userId: staff.id,
          subject: { type: 'product', id },
          summary: `${input.name} · ${describeProductChanges(changes, await storeMoneyFormat(trx, storeId))}`,
          details: { changes },
        },
        now,
      );
    }
    const product = toProduct((await catalogRepository.findStoreProduct(trx, storeId, id)) as StoreProductRow);
    const event = { resource: { type: 'product', id }, storeId, data: product, at: now };
    await raiseWebhookEvent(trx, { event: 'product.updated', ...event });
    return product;
  });
}

const moneyFields: Record<string, string> = {
  price_cents: 'price',
  cost_cents: 'cost',
  store_price_cents: 'store price',
};

/** "price $4.99 → $5.49, name, description": money changes with their values, other fields by name. */
function describeProductChanges(changes: Record<string, { from: unknown; to: unknown }>, format: MoneyFormat): string {
  return Object.entries(changes)
    .map(([field, change]) => {
      const label = moneyFields[field];
      if (!label) return field.replace(/_bps$|_id$/, '').replaceAll('_', ' ');
      const money = (value: unknown) => (value === null ? 'none' : formatMoney(Number(value), format));
      return `${label} ${money(change.from)} → ${money(change.to)}`;
    })
    .join(', ');
}

/** Stores an uploaded product photo and answers the address the product form saves with the product. */
export async function uploadProductImage(imageDir: string, bytes: Buffer): Promise<{ url: string }> {
  return { url: productImagePath + (await saveImage(imageDir, bytes)) };
}

/** A product's variants are named after it ("Hydrangea — 2 L"): a new name carries over to each of them. */
async function renameVariants(trx: Transaction<Database>, parentId: string, name: string, now: Date) {
  const parent = await catalogRepository.findProductById(trx, parentId);
  const options = JSON.parse(parent?.options_json ?? '[]') as ProductOption[];
  for (const variant of await catalogRepository.findVariantRows(trx, parentId))
    await catalogRepository.updateProduct(trx, variant.id, {
      name: variantName(name, options, JSON.parse(variant.option_values_json ?? '{}') as OptionValues),
      updated_at: now.toISOString(),
    });
}

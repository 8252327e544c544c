import type { Category, Product, ProductListQuery, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import type { Db } from '../db/database';
import type { CategoriesTable, ProductsTable } from '../db/schema';
import * as catalogRepository from '../db/repositories/catalog-repository';
import { notFound } from '../lib/errors';

export function toProduct(row: ProductsTable): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    priceCents: row.price_cents,
    costCents: row.cost_cents,
    taxRate: row.tax_rate_bps / 100,
    categoryId: row.category_id,
    image: row.image,
    stock: row.stock,
    reorderLevel: row.reorder_level,
    description: row.description,
    supplier: row.supplier,
    isActive: row.is_active === 1,
  };
}

function toCategory(row: CategoriesTable): Category {
  return { id: row.id, name: row.name, color: row.color, icon: row.icon };
}

/** The categories in their display order. */
export async function listCategories(db: Db): Promise<Category[]> {
  return (await catalogRepository.findCategories(db)).map(toCategory);
}

/** A page of the catalogue; search matches name or SKU case-insensitively, or barcode, within a category. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const { rows, total } = await catalogRepository.findProducts(db, {
    q: query.q || undefined,
    categoryId: query.categoryId || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toProduct), total, page: query.page, pageSize: query.pageSize };
}

/** The product a scanner read: exact barcode, or SKU ignoring case. */
export async function findProductByCode(db: Db, code: string): Promise<Product> {
  const row = await catalogRepository.findProductByCode(db, code);
  if (!row) throw notFound(`No product with barcode or SKU ${code}`);
  return toProduct(row);
}

import { randomUUID } from 'node:crypto';
import { stockChange } from '@tillwise/core/inventory/inventory-schemas';
import type {
  StockAdjustmentInput,
  StockAdjustmentResult,
  StockMovementPage,
} from '@tillwise/core/inventory/inventory-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { findStoreProduct } from '../db/repositories/catalog-repository';
import type { StoreProductRow } from '../db/repositories/catalog-repository';
import { findStockMovements, recordStockMovement } from '../db/repositories/inventory-repository';
import { badRequest, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { catalogRefusals } from './catalog-messages';
import { inventoryRefusals } from './inventory-messages';
import { recordAudit } from './audit-service';
import { raiseStockChanged } from './stock-webhook';
import { toProduct } from './catalog-service';

/**
 * Records a stock adjustment (delivery, count, damage, other) in one store as one movement of its ledger and moves
 * its stock with it, in one transaction. Stock never goes below zero.
 */
export async function adjustStock(
  writer: GroupCommit,
  storeId: string,
  productId: string,
  input: StockAdjustmentInput,
  staff: StaffMember,
  now: Date,
): Promise<StockAdjustmentResult> {
  return writer.run(async (trx) => {
    const product = await findStoreProduct(trx, storeId, productId);
    if (!product) throw notFound(saying(catalogRefusals.productNotFound));
    if (product.options_json) throw badRequest(saying(inventoryRefusals.stockIsItsVariants, { name: product.name }));
    const change = stockChange(input, product.stock);
    if (product.stock + change < 0)
      throw badRequest(saying(inventoryRefusals.onlyInStock, { stock: String(product.stock) }), [
        { path: 'quantity', message: saying(inventoryRefusals.belowZero, { stock: String(product.stock) }) },
      ]);
    if (change === 0 && input.reason !== 'counted') throw badRequest(saying(inventoryRefusals.changeOtherThanZero));
    const movement = {
      id: randomUUID(),
      store_id: storeId,
      product_id: productId,
      quantity_change: change,
      reason: input.reason,
      reference: null,
      note: input.note || null,
      user_id: staff.id,
      created_at: now.toISOString(),
    };
    await recordStockMovement(trx, movement);
    await raiseStockChanged(trx, [movement], now);
    const updated = (await findStoreProduct(trx, storeId, productId)) as StoreProductRow;
    await recordAudit(
      trx,
      {
        action: 'stock.adjusted',
        userId: staff.id,
        subject: { type: 'product', id: productId },
        summary: `${product.name} · ${input.reason} ${change > 0 ? '+' : ''}${change} → ${updated.stock} in stock${movement.note ? ` · ${movement.note}` : ''}`,
        details: {
          reason: input.reason,
          quantityChange: change,
          stockBefore: product.stock,
          stockAfter: updated.stock,
        },
      },
      now,
    );
    return {
      product: toProduct(updated),
      movement: {
        id: movement.id,
        quantityChange: change,
        reason: movement.reason,
        reference: null,
        note: movement.note,
        userName: staff.name,
        createdAt: movement.created_at,
        stockAfter: updated.stock,
      },
    };
  });
}

/** A product's stock ledger in one store, newest first, each movement with the stock it left behind. */
export async function listStockMovements(
  db: Db,
  storeId: string,
  productId: string,
  page: number,
  pageSize: number,
): Promise<StockMovementPage> {
  const product = await findStoreProduct(db, storeId, productId);
  if (!product) throw notFound(saying(catalogRefusals.productNotFound));
  const { rows, changeNewerThanPage, total } = await findStockMovements(
    db,
    storeId,
    productId,
    pageSize,
    (page - 1) * pageSize,
  );
  let stockAfter = product.stock - changeNewerThanPage;
  const items = rows.map((row) => {
    const item = {
      id: row.id,
      quantityChange: row.quantity_change,
      reason: row.reason,
      reference: row.reference,
      note: row.note,
      userName: row.user_name,
      createdAt: row.created_at,
      stockAfter,
    };
    stockAfter -= row.quantity_change;
    return item;
  });
  return { items, total, page, pageSize };
}

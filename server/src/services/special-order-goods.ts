import { randomUUID } from 'node:crypto';
import { formatPurchaseOrderNumber } from '@tillwise/core/purchasing/purchase-order-schemas';
import type { Executor } from '../db/database';
import { nextCounterValue } from '../db/repositories/counter-repository';
import * as draftRepository from '../db/repositories/purchase-order-draft-repository';
import * as orderRepository from '../db/repositories/purchase-order-repository';
import * as specialOrderRepository from '../db/repositories/special-order-repository';
import { recordAudit } from './audit-service';
import { movePutByGoods } from './put-by-goods';

/**
 * Puts a special order's goods on the store's next purchase order to its supplier: onto the newest draft to that
 * supplier (its line for the product, or a new one), or a new draft opened for it. Answers the order's id.
 */
export async function orderFromSupplier(
  trx: Executor,
  wanted: {
    storeId: string;
    supplierId: string;
    productId: string;
    quantity: number;
    unitCostCents: number;
    number: string;
    userId: string;
    at: Date;
  },
): Promise<{ id: string; number: string }> {
  const order =
    (await draftRepository.findDraftForSupplier(trx, wanted.storeId, wanted.supplierId)) ??
    (await openDraft(trx, wanted));
  await draftRepository.addToOrder(trx, order.id, {
    id: randomUUID(),
    productId: wanted.productId,
    quantity: wanted.quantity,
    unitCostCents: wanted.unitCostCents,
  });
  return { id: order.id, number: order.number };
}

async function openDraft(
  trx: Executor,
  wanted: { storeId: string; supplierId: string; number: string; userId: string; at: Date },
) {
  const id = randomUUID();
  const number = formatPurchaseOrderNumber(await nextCounterValue(trx, 'purchase_order_number'));
  await orderRepository.insertPurchaseOrder(
    trx,
    {
      id,
      number,
      store_id: wanted.storeId,
      supplier_id: wanted.supplierId,
      status: 'draft',
      expected_on: null,
      note: `Opened for special order ${wanted.number}`,
      created_by: wanted.userId,
      created_at: wanted.at.toISOString(),
      sent_at: null,
      received_at: null,
    },
    [],
  );
  await recordAudit(
    trx,
    {
      action: 'purchase_order.created',
      userId: wanted.userId,
      subject: { type: 'purchase_order', id },
      summary: `${number} · for special order ${wanted.number}`,
      details: { number, supplierId: wanted.supplierId, specialOrder: wanted.number },
    },
    wanted.at,
  );
  return { id, number };
}

/**
 * Goods arrived on a purchase order: each special order waiting on it, first ordered first, is put by for its
 * customer (out of stock, not sellable) and ready to collect once the order's goods received so far, less those put
 * by for earlier special orders, cover it. One they do not yet cover waits for more to come.
 */
export async function putBySpecialOrders(
  trx: Executor,
  arrival: {
    storeId: string;
    purchaseOrderId: string;
    /** What each of the order's lines has had received, this receipt included. */
    received: readonly { product_id: string; received: number }[];
    userId: string;
    at: string;
  },
): Promise<string[]> {
  const putBy = await specialOrderRepository.putByFromPurchaseOrder(trx, arrival.purchaseOrderId);
  const left = new Map<string, number>();
  for (const line of arrival.received) {
    left.set(line.product_id, (left.get(line.product_id) ?? 0) + Number(line.received));
  }
  for (const [productId, quantity] of putBy) left.set(productId, (left.get(productId) ?? 0) - quantity);
  const ready: string[] = [];
  for (const order of await specialOrderRepository.findWaitingOnPurchaseOrder(trx, arrival.purchaseOrderId)) {
    const quantity = Number(order.quantity);
    const available = left.get(order.product_id) ?? 0;
    if (available < quantity) continue;
    const moved = await specialOrderRepository.moveSpecialOrder(trx, order.id, ['ordered'], {
      status: 'ready',
      ready_at: arrival.at,
    });
    if (!moved) continue;
    left.set(order.product_id, available - quantity);
    const move = {
      reason: 'special_order',
      storeId: arrival.storeId,
      number: order.number,
      userId: arrival.userId,
      at: arrival.at,
    } as const;
    await movePutByGoods(trx, move, [{ productId: order.product_id, quantity }]);
    ready.push(order.number);
  }
  return ready;
}

/**
 * A purchase order cancelled, or closed short: the special orders still waiting on it join the store's next draft to
 * their supplier (or a new one), so their goods are ordered again.
 */
export async function reorderWaitingSpecialOrders(
  trx: Executor,
  order: { id: string; storeId: string },
  userId: string,
  at: Date,
): Promise<void> {
  for (const waiting of await specialOrderRepository.findWaitingOnPurchaseOrder(trx, order.id)) {
    const next = await orderFromSupplier(trx, {
      storeId: order.storeId,
      supplierId: waiting.supplier_id,
      productId: waiting.product_id,
      quantity: Number(waiting.quantity),
      unitCostCents: waiting.cost_cents ?? 0,
      number: waiting.number,
      userId,
      at,
    });
    await specialOrderRepository.moveSpecialOrder(trx, waiting.id, ['ordered'], {
      status: 'ordered',
      purchase_order_id: next.id,
    });
  }
}

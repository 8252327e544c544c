import { randomUUID } from 'node:crypto';
import { subDays } from 'date-fns';
import {
  formatPurchaseOrderNumber,
  purchaseLineTotal,
  purchaseOrderTotal,
  statusAfterReceipt,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import type {
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderListQuery,
  PurchaseOrderPage,
  PurchaseOrderReceiptInput,
  PurchaseOrderStatus,
  ReorderSuggestion,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import { reorderLookbackDays, reorderQuantity } from '@tillwise/core/purchasing/reorder';
import { supplierKey } from '@tillwise/core/purchasing/supplier-schemas';
import { weightedAverageCost } from '@tillwise/core/purchasing/weighted-average-cost';
import { businessDate } from '@tillwise/core/report/business-date';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { moveStock } from '../db/repositories/inventory-repository';
import * as orderRepository from '../db/repositories/purchase-order-repository';
import { nextCounterValue } from '../db/repositories/sale-repository';
import { findSupplier, findSuppliers } from '../db/repositories/supplier-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { recordAudit } from './audit-service';
import { getStoreTimeZone } from './settings-service';

type Detail = { path: string; message: string };

/** A store's purchase orders, newest first. */
export async function listPurchaseOrders(
  db: Executor,
  storeId: string,
  query: PurchaseOrderListQuery,
  id?: string,
): Promise<PurchaseOrderPage> {
  const { rows, total } = await orderRepository.findPurchaseOrders(
    db,
    { storeId, status: query.status, supplierId: query.supplierId, id },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const lines = await orderRepository.findLinesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): PurchaseOrder => {
    const own = lines
      .filter((line) => line.purchase_order_id === row.id)
      .map((line) => {
        const soldBy = (line.sold_by ?? 'unit') as SoldBy;
        const costed = { quantity: line.quantity, unitCostCents: line.unit_cost_cents, soldBy };
        return {
          productId: line.product_id,
          name: line.name,
          sku: line.sku,
          soldBy,
          quantity: line.quantity,
          received: line.received,
          unitCostCents: line.unit_cost_cents,
          totalCents: purchaseLineTotal(costed),
        };
      });
    return {
      id: row.id,
      number: row.number,
      status: row.status as PurchaseOrderStatus,
      supplier: { id: row.supplier_id, name: row.supplier_name, email: row.supplier_email },
      storeId: row.store_id,
      expectedOn: row.expected_on,
      note: row.note,
      lines: own,
      totalCents: purchaseOrderTotal(own),
      createdBy: { id: row.created_by, name: row.created_by_name },
      createdAt: row.created_at,
      sentAt: row.sent_at,
      receivedAt: row.received_at,
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function getPurchaseOrder(db: Executor, storeId: string, id: string): Promise<PurchaseOrder> {
  const order = (await listPurchaseOrders(db, storeId, { page: 1, pageSize: 1 }, id)).items[0];
  if (!order) throw notFound('Purchase order not found');
  return order;
}

/** The supplier and products an order names must exist; the products must be ones the store can stock. */
async function checkOrder(trx: Executor, input: PurchaseOrderInput) {
  const supplier = await findSupplier(trx, input.supplierId);
  const details: Detail[] = [];
  if (!supplier) details.push({ path: 'supplierId', message: 'Choose a supplier' });
  const products = new Map(
    (
      await orderRepository.findProducts(
        trx,
        input.lines.map((line) => line.productId),
      )
    ).map((row) => [row.id, row]),
  );
  input.lines.forEach((line, index) => {
    const product = products.get(line.productId);
    if (!product) details.push({ path: `lines.${index}.productId`, message: 'No such product' });
    else if (product.options_json)
      details.push({ path: `lines.${index}.productId`, message: `Order the variants of ${product.name}` });
  });
  if (details.length > 0) throw badRequest(supplier ? details[0]!.message : 'That supplier does not exist', details);
  return supplier!;
}

const lineRows = (orderId: string, input: PurchaseOrderInput) =>
  input.lines.map((line, position) => ({
    id: randomUUID(),
    purchase_order_id: orderId,
    position,
    product_id: line.productId,
    quantity: line.quantity,
    received: 0,
    unit_cost_cents: line.unitCostCents,
  }));

/** Writes a new order as a draft (PO-nnnn) for the session's store. */
export async function createPurchaseOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: PurchaseOrderInput,
  staff: StaffMember,
  now: Date,
): Promise<PurchaseOrder> {
  const id = randomUUID();
  await writer.run(async (trx) => {
    const supplier = await checkOrder(trx, input);
    const number = formatPurchaseOrderNumber(await nextCounterValue(trx, 'purchase_order_number'));
    await orderRepository.insertPurchaseOrder(
      trx,
      {
        id,
        number,
        store_id: storeId,
        supplier_id: supplier.id,
        status: 'draft',
        expected_on: input.expectedOn || null,
        note: input.note || null,
        created_by: staff.id,
        created_at: now.toISOString(),
        sent_at: null,
        received_at: null,
      },
      lineRows(id, input),
    );
    await recordAudit(
      trx,
      {
        action: 'purchase_order.created',
        userId: staff.id,
        subject: { type: 'purchase_order', id },
        summary: `${number} · ${supplier.name} · ${input.lines.length} lines`,
        details: { number, supplierId: supplier.id, lines: input.lines },
      },
      now,
    );
  });
  return getPurchaseOrder(db, storeId, id);
}

async function ownOrder(trx: Executor, storeId: string, id: string) {
  const order = await orderRepository.findPurchaseOrder(trx, id);
  if (!order || order.store_id !== storeId) throw notFound('Purchase order not found');
  return order;
}

/** Rewrites a draft: its supplier, date, note and lines. Once sent, an order's lines are what the supplier has. */
export async function updatePurchaseOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: PurchaseOrderInput,
): Promise<PurchaseOrder> {
  await writer.run(async (trx) => {
    const order = await ownOrder(trx, storeId, id);
    if (order.status !== 'draft') throw conflict(`${order.number} has been sent: only a draft can be changed`);
    const supplier = await checkOrder(trx, input);
    await orderRepository.replacePurchaseOrder(
      trx,
      id,
      { supplier_id: supplier.id, expected_on: input.expectedOn || null, note: input.note || null },
      lineRows(id, input),
    );
  });
  return getPurchaseOrder(db, storeId, id);
}

const transitions = {
  send: { from: ['draft'], to: 'sent', action: 'purchase_order.sent', verb: 'sent' },
  cancel: { from: ['draft', 'sent'], to: 'cancelled', action: 'purchase_order.closed', verb: 'cancelled' },
  close: { from: ['partial'], to: 'closed', action: 'purchase_order.closed', verb: 'closed short' },
} as const;
export type PurchaseOrderTransition = keyof typeof transitions;

/** Sends a draft, cancels an order nothing has arrived against, or closes a partly received one short. */
export async function movePurchaseOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  transition: PurchaseOrderTransition,
  staff: StaffMember,
  now: Date,
): Promise<PurchaseOrder> {
  const step = transitions[transition];
  await writer.run(async (trx) => {
    const order = await ownOrder(trx, storeId, id);
    const moved = await orderRepository.moveStatus(trx, id, step.from, {
      status: step.to,
      ...(transition === 'send' && { sent_at: now.toISOString() }),
    });
    if (!moved)
      throw conflict(
        `${order.number} is ${statusWords[order.status as PurchaseOrderStatus]}: it cannot be ${step.verb}`,
      );
    await recordAudit(
      trx,
      {
        action: step.action,
        userId: staff.id,
        subject: { type: 'purchase_order', id },
        summary: `${order.number} ${step.verb}`,
        details: { number: order.number, from: order.status, to: step.to },
      },
      now,
    );
  });
  return getPurchaseOrder(db, storeId, id);
}

const statusWords: Record<PurchaseOrderStatus, string> = {
  draft: 'a draft',
  sent: 'sent',
  partial: 'partly received',
  received: 'received',
  cancelled: 'cancelled',
  closed: 'closed',
};

/**
 * Books goods that arrived against a sent order, in one transaction: each line's received count goes up (never
 * past what was ordered), the stock comes in through the store's ledger ('received', naming the order), and each
 * product's cost becomes the weighted average of the chain's stock at its old cost and the goods at theirs.
 */
export async function receivePurchaseOrder(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  input: PurchaseOrderReceiptInput,
  staff: StaffMember,
  now: Date,
): Promise<PurchaseOrder> {
  await writer.run(async (trx) => {
    const order = await ownOrder(trx, storeId, id);
    if (order.status !== 'sent' && order.status !== 'partial')
      throw conflict(
        order.status === 'draft'
          ? `${order.number} is a draft: send it before receiving`
          : `${order.number} is ${statusWords[order.status as PurchaseOrderStatus]}: nothing more can arrive`,
      );
    const lines = await orderRepository.findLinesOfOrders(trx, [id]);
    const byProduct = new Map(lines.map((line) => [line.product_id, line]));
    const details: Detail[] = [];
    input.lines.forEach((entry, index) => {
      const line = byProduct.get(entry.productId);
      if (!line) details.push({ path: `lines.${index}.productId`, message: 'Not on this order' });
      else if (entry.quantity > line.quantity - line.received)
        details.push({
          path: `lines.${index}.quantity`,
          message: `Only ${line.quantity - line.received} still to come`,
        });
    });
    if (details.length > 0)
      throw badRequest(
        details[0]!.message === 'Not on this order' ? 'A product is not on this order' : 'More than was ordered',
        details,
      );

    const arriving = input.lines.filter((entry) => entry.quantity > 0);
    const receivedAt = now.toISOString();
    const costs = new Map(
      (
        await orderRepository.findChainStockAndCost(
          trx,
          arriving.map((entry) => entry.productId),
        )
      ).map((row) => [row.id, row]),
    );
    for (const entry of arriving) {
      const line = byProduct.get(entry.productId)!;
      if (!(await orderRepository.addReceived(trx, line.id, entry.quantity)))
        throw conflict('Goods for this order were received at the same moment: check what is still to come');
      const product = costs.get(entry.productId)!;
      const cost = weightedAverageCost(
        Number(product.on_hand),
        product.cost_cents,
        entry.quantity,
        entry.unitCostCents ?? line.unit_cost_cents,
      );
      if (cost !== product.cost_cents) await orderRepository.setProductCost(trx, entry.productId, cost, receivedAt);
    }
    await moveStock(
      trx,
      arriving.map((entry) => ({
        id: randomUUID(),
        store_id: storeId,
        product_id: entry.productId,
        quantity_change: entry.quantity,
        reason: 'received',
        reference: id,
        note: null,
        user_id: staff.id,
        created_at: receivedAt,
      })),
    );
    const after = await orderRepository.findLinesOfOrders(trx, [id]);
    const status = statusAfterReceipt(after);
    await orderRepository.moveStatus(trx, id, ['sent', 'partial'], { status, received_at: receivedAt });
    const units = arriving.reduce((sum, entry) => sum + entry.quantity, 0);
    await recordAudit(
      trx,
      {
        action: 'purchase_order.received',
        userId: staff.id,
        subject: { type: 'purchase_order', id },
        summary: `${order.number} · ${arriving.length} ${arriving.length === 1 ? 'line' : 'lines'}, ${units} in${status === 'received' ? ' · complete' : ''}`,
        details: { number: order.number, status, lines: arriving },
      },
      now,
    );
  });
  return getPurchaseOrder(db, storeId, id);
}

/**
 * What to order now: each active product at or below its reorder level (with what is on order), ordered up to
 * its last 30 days' sales plus the level, under the supplier its supplier field names.
 */
export async function reorderSuggestions(
  db: Db,
  storeId: string,
  supplierId: string | undefined,
  now: Date,
): Promise<ReorderSuggestion[]> {
  const from = businessDate(subDays(now, reorderLookbackDays - 1), await getStoreTimeZone(db, storeId));
  const [candidates, sold, suppliers] = await Promise.all([
    orderRepository.findReorderCandidates(db, storeId),
    orderRepository.findUnitsSoldSince(db, storeId, from),
    findSuppliers(db),
  ]);
  const supplierByKey = new Map(suppliers.map((row) => [row.name_key, { id: row.id, name: row.name }]));
  return candidates
    .map((row) => {
      const onHand = Number(row.on_hand);
      const onOrder = Number(row.on_order);
      const soldLast30Days = Math.max(0, sold.get(row.id) ?? 0);
      return {
        productId: row.id,
        name: row.name,
        sku: row.sku,
        soldBy: (row.sold_by ?? 'unit') as SoldBy,
        supplier: supplierByKey.get(supplierKey(row.supplier)) ?? null,
        onHand,
        onOrder,
        reorderLevel: row.reorder_level,
        soldLast30Days,
        quantity: reorderQuantity({ onHand, onOrder, reorderLevel: row.reorder_level, soldLast30Days }),
        unitCostCents: row.cost_cents ?? 0,
      };
    })
    .filter((row) => row.quantity > 0 && (!supplierId || row.supplier?.id === supplierId));
}

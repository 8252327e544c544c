import { randomUUID } from 'node:crypto';
import {
  formatPurchaseOrderNumber,
  purchaseLineTotal,
  purchaseOrderStatusWords,
  purchaseOrderTotal,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import type {
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderListQuery,
  PurchaseOrderPage,
  PurchaseOrderStatus,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import { maxStockQuantity, maxStockQuantityMessage } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as orderRepository from '../db/repositories/purchase-order-repository';
import { nextCounterValue } from '../db/repositories/counter-repository';
import { findSupplier } from '../db/repositories/supplier-repository';
import { badRequest, conflict, notFound, reworded } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import type { CoreMessage } from '@tillwise/core/i18n/core-message';
import { purchaseOrderRefusals } from './purchase-order-messages';
import type { Wording } from '../lib/errors';
import { recordAudit } from './audit-service';
import { reorderWaitingSpecialOrders } from './special-order-goods';

type Detail = { path: string; message: Wording };

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
  if (!order) throw notFound(saying(purchaseOrderRefusals.notFound));
  return order;
}

/**
 * The supplier and products an order names must exist; the products must be ones the store can stock, each line
 * at most a million of its unit (units, or lb for cheese sold by the lb).
 */
async function checkOrder(trx: Executor, input: PurchaseOrderInput) {
  const supplier = await findSupplier(trx, input.supplierId);
  const details: Detail[] = [];
  if (!supplier) details.push({ path: 'supplierId', message: saying(purchaseOrderRefusals.chooseSupplier) });
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
    if (!product)
      details.push({ path: `lines.${index}.productId`, message: saying(purchaseOrderRefusals.noSuchProduct) });
    else if (product.options_json)
      details.push({
        path: `lines.${index}.productId`,
        message: saying(purchaseOrderRefusals.orderTheVariants, { name: product.name }),
      });
    else if (line.quantity > maxStockQuantity(product.sold_by as SoldBy))
      details.push({
        path: `lines.${index}.quantity`,
        message: reworded(() => maxStockQuantityMessage(product.sold_by as SoldBy)),
      });
  });
  if (details.length > 0)
    throw badRequest(supplier ? details[0]!.message : saying(purchaseOrderRefusals.supplierDoesNotExist), details);
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

/** An order of this store (one of another store is not found from here). */
export async function ownOrder(trx: Executor, storeId: string, id: string) {
  const order = await orderRepository.findPurchaseOrder(trx, id);
  if (!order || order.store_id !== storeId) throw notFound(saying(purchaseOrderRefusals.notFound));
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
    if (order.status !== 'draft')
      throw conflict(saying(purchaseOrderRefusals.onlyDraftChanged, { number: order.number }));
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

const r = purchaseOrderRefusals;
/** What refusing a step says, by the step and the order's status: a whole sentence for each, for translators. */
const cannotMoveMessages: Record<PurchaseOrderTransition, Record<PurchaseOrderStatus, CoreMessage>> = {
  send: {
    draft: r.draftCannotSend,
    sent: r.sentCannotSend,
    partial: r.partialCannotSend,
    received: r.receivedCannotSend,
    cancelled: r.cancelledCannotSend,
    closed: r.closedCannotSend,
  },
  cancel: {
    draft: r.draftCannotCancel,
    sent: r.sentCannotCancel,
    partial: r.partialCannotCancel,
    received: r.receivedCannotCancel,
    cancelled: r.cancelledCannotCancel,
    closed: r.closedCannotCancel,
  },
  close: {
    draft: r.draftCannotClose,
    sent: r.sentCannotClose,
    partial: r.partialCannotClose,
    received: r.receivedCannotClose,
    cancelled: r.cancelledCannotClose,
    closed: r.closedCannotClose,
  },
};

/** '{number} is partly received: it cannot be sent'. */
function cannotMove(number: string, status: PurchaseOrderStatus, transition: PurchaseOrderTransition, verb: string) {
  const message = cannotMoveMessages[transition][status];
  return message
    ? saying(message, { number })
    : `${number} is ${purchaseOrderStatusWords[status] ?? status}: it cannot be ${verb}`;
}

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
    if (!moved) throw conflict(cannotMove(order.number, order.status as PurchaseOrderStatus, transition, step.verb));
    if (transition !== 'send') await reorderWaitingSpecialOrders(trx, { id, storeId }, staff.id, now);
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

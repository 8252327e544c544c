import { randomUUID } from 'node:crypto';
import { quantityTotals, quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import { quantityText } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { purchaseOrderStatusWords, statusAfterReceipt } from '@tillwise/core/purchasing/purchase-order-schemas';
import type {
  PurchaseOrder,
  PurchaseOrderReceiptInput,
  PurchaseOrderStatus,
} from '@tillwise/core/purchasing/purchase-order-schemas';
import { weightedAverageCost } from '@tillwise/core/purchasing/weighted-average-cost';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as orderRepository from '../db/repositories/purchase-order-repository';
import { badRequest, conflict } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { purchaseOrderRefusals } from './purchase-order-messages';
import { recordAudit } from './audit-service';
import { getPurchaseOrder, ownOrder } from './purchase-order-service';
import { moveStockAndTell } from './stock-webhook';
import { putBySpecialOrders } from './special-order-goods';

/** A product the order does not name: the one refusal a receipt says of a product rather than of its quantity. */
const notOnThisOrder = saying(purchaseOrderRefusals.notOnThisOrder);

/** Why an order that is not sent (or partly received) takes no goods. */
function nothingMoreCanArrive(number: string, status: PurchaseOrderStatus): Wording {
  if (status === 'draft') return saying(purchaseOrderRefusals.sendBeforeReceiving, { number });
  if (status === 'received') return saying(purchaseOrderRefusals.receivedNothingMore, { number });
  if (status === 'cancelled') return saying(purchaseOrderRefusals.cancelledNothingMore, { number });
  if (status === 'closed') return saying(purchaseOrderRefusals.closedNothingMore, { number });
  return `${number} is ${purchaseOrderStatusWords[status]}: nothing more can arrive`;
}

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
      throw conflict(nothingMoreCanArrive(order.number, order.status as PurchaseOrderStatus));
    const lines = await orderRepository.findLinesOfOrders(trx, [id]);
    const byProduct = new Map(lines.map((line) => [line.product_id, line]));
    const details: { path: string; message: Wording }[] = [];
    input.lines.forEach((entry, index) => {
      const line = byProduct.get(entry.productId);
      if (!line) details.push({ path: `lines.${index}.productId`, message: notOnThisOrder });
      else if (entry.quantity > line.quantity - line.received)
        details.push({
          path: `lines.${index}.quantity`,
          message: saying(purchaseOrderRefusals.onlyStillToCome, {
            quantity: quantityText(line.quantity - line.received, line.sold_by as SoldBy),
          }),
        });
    });
    if (details.length > 0)
      throw badRequest(
        details[0]!.message === notOnThisOrder
          ? saying(purchaseOrderRefusals.productNotOnOrder)
          : saying(purchaseOrderRefusals.moreThanOrdered),
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
        throw conflict(saying(purchaseOrderRefusals.receivedAtSameMoment));
      const product = costs.get(entry.productId)!;
      const cost = weightedAverageCost(
        Number(product.on_hand),
        product.cost_cents,
        entry.quantity,
        entry.unitCostCents ?? line.unit_cost_cents,
      );
      if (cost !== product.cost_cents) await orderRepository.setProductCost(trx, entry.productId, cost, receivedAt);
    }
    await moveStockAndTell(
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
    const ready = await putBySpecialOrders(trx, {
      storeId,
      purchaseOrderId: id,
      received: after,
      userId: staff.id,
      at: receivedAt,
    });
    const status = statusAfterReceipt(after);
    await orderRepository.moveStatus(trx, id, ['sent', 'partial'], { status, received_at: receivedAt });
    const arrived = quantityTotalsText(
      quantityTotals(
        arriving.map((entry) => ({
          quantity: entry.quantity,
          soldBy: byProduct.get(entry.productId)!.sold_by as SoldBy,
        })),
      ),
    );
    await recordAudit(
      trx,
      {
        action: 'purchase_order.received',
        userId: staff.id,
        subject: { type: 'purchase_order', id },
        summary: `${order.number} · ${arriving.length} ${arriving.length === 1 ? 'line' : 'lines'}, ${arrived} in${status === 'received' ? ' · complete' : ''}${ready.length > 0 ? ` · ready to collect: ${ready.join(', ')}` : ''}`,
        details: { number: order.number, status, lines: arriving, specialOrdersReady: ready },
      },
      now,
    );
  });
  return getPurchaseOrder(db, storeId, id);
}

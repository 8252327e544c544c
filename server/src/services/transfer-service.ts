import { randomUUID } from 'node:crypto';
import { quantityTotals, quantityTotalsText } from '@tillwise/core/catalog/quantity-totals';
import { maxStockQuantity, maxStockQuantityMessage, quantityText } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { formatTransferNumber } from '@tillwise/core/inventory/transfer-schemas';
import type {
  CreateTransferInput,
  Transfer,
  TransferListQuery,
  TransferPage,
  TransferStatus,
} from '@tillwise/core/inventory/transfer-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { StoreSummary } from '@tillwise/core/store/store-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { nextCounterValue } from '../db/repositories/counter-repository';
import * as transferRepository from '../db/repositories/transfer-repository';
import { badRequest, conflict, forbidden, notFound, reworded } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { transferRefusals } from './transfer-messages';
import type { Wording } from '../lib/errors';
import { moveStockAndTell } from './stock-webhook';
import { recordAudit } from './audit-service';

type Detail = { path: string; message: Wording };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The stores the session's store can send stock to: every other store of the chain. */
export async function listTransferDestinations(db: Db, storeId: string): Promise<StoreSummary[]> {
  return transferRepository.findOtherStores(db, storeId);
}

/** The transfers coming into or going out of a store, newest first. */
export async function listTransfers(
  db: Executor,
  storeId: string,
  query: TransferListQuery,
  id?: string,
): Promise<TransferPage> {
  const { rows, total } = await transferRepository.findTransfers(
    db,
    { storeId, direction: query.direction, status: query.status, id },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  const lines = await transferRepository.findLinesOfTransfers(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): Transfer => ({
    id: row.id,
    number: row.number,
    status: row.status as TransferStatus,
    from: { id: row.from_store_id, name: row.from_store_name },
    to: { id: row.to_store_id, name: row.to_store_name },
    note: row.note,
    lines: lines
      .filter((line) => line.transfer_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        name: line.name,
        sku: line.sku,
        soldBy: (line.sold_by ?? 'unit') as SoldBy,
        quantity: line.quantity,
      })),
    sentBy: { id: row.sent_by, name: row.sent_by_name },
    sentAt: row.sent_at,
    receivedBy: row.received_by ? { id: row.received_by, name: row.received_by_name ?? '' } : null,
    receivedAt: row.received_at,
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** One transfer touching the store, as the list shows it. */
async function getTransfer(db: Executor, storeId: string, id: string): Promise<Transfer> {
  const page = await listTransfers(db, storeId, { direction: 'all', page: 1, pageSize: 1 }, id);
  const transfer = page.items[0];
  if (!transfer) throw notFound(saying(transferRefusals.notFound));
  return transfer;
}

/**
 * Sends stock from the session's store to another store of the chain, in one transaction: the transfer
 * (TRF-nnnn, in transit), its lines, and a transfer_out movement per line taking the stock off the sending store.
 * A line asking for more than the store has is refused, and with it the whole transfer.
 */
export async function sendTransfer(
  writer: GroupCommit,
  db: Db,
  fromStoreId: string,
  input: CreateTransferInput,
  staff: StaffMember,
  now: Date,
): Promise<Transfer> {
  const id = await writer.run(async (trx) => {
    if (input.toStoreId === fromStoreId)
      throw badRequest(saying(transferRefusals.chooseOtherStore), [
        { path: 'toStoreId', message: saying(transferRefusals.notToItsOwnStore) },
      ]);
    const [from, to] = await Promise.all([
      transferRepository.findStore(trx, fromStoreId),
      transferRepository.findStore(trx, input.toStoreId),
    ]);
    if (!from) throw notFound(saying(transferRefusals.storeNotFound));
    if (!to)
      throw badRequest(saying(transferRefusals.storeDoesNotExist), [
        { path: 'toStoreId', message: saying(transferRefusals.chooseStore) },
      ]);

    const productIds = input.lines.map((line) => line.productId);
    const products = new Map(
      (await transferRepository.findProductsWithStock(trx, fromStoreId, productIds)).map((row) => [row.id, row]),
    );
    const details: Detail[] = [];
    input.lines.forEach((line, index) => {
      const product = products.get(line.productId);
      const soldBy = product?.sold_by as SoldBy;
      if (!product) details.push({ path: `lines.${index}.productId`, message: saying(transferRefusals.noSuchProduct) });
      else if (line.quantity > maxStockQuantity(soldBy))
        details.push({ path: `lines.${index}.quantity`, message: reworded(() => maxStockQuantityMessage(soldBy)) });
      else if (line.quantity > (product.quantity ?? 0))
        details.push({
          path: `lines.${index}.quantity`,
          message: saying(transferRefusals.onlyInStock, { quantity: quantityText(product.quantity ?? 0, soldBy) }),
        });
    });
    if (details.length > 0) throw badRequest(refusal(input, products, from.name), details);

    const id = randomUUID();
    const sentAt = now.toISOString();
    const number = formatTransferNumber(await nextCounterValue(trx, 'transfer_number'));
    await transferRepository.insertTransfer(
      trx,
      {
        id,
        number,
        from_store_id: fromStoreId,
        to_store_id: to.id,
        status: 'in_transit',
        note: input.note || null,
        sent_by: staff.id,
        sent_at: sentAt,
        received_by: null,
        received_at: null,
      },
      input.lines.map((line) => ({
        id: randomUUID(),
        transfer_id: id,
        product_id: line.productId,
        quantity: line.quantity,
      })),
    );
    await moveStockAndTell(
      trx,
      input.lines.map((line) => ({
        id: randomUUID(),
        store_id: fromStoreId,
        product_id: line.productId,
        quantity_change: -line.quantity,
        reason: 'transfer_out',
        reference: id,
        note: input.note || null,
        user_id: staff.id,
        created_at: sentAt,
      })),
    );
    // Another connection (PostgreSQL) may have taken the same stock since it was read: never below zero.
    const after = await transferRepository.findStoreQuantities(trx, fromStoreId, productIds);
    const short = input.lines.flatMap((line, index) => {
      const left = after.get(line.productId) ?? 0;
      const soldBy = products.get(line.productId)?.sold_by as SoldBy;
      return left < 0
        ? [
            {
              path: `lines.${index}.quantity`,
              message: saying(transferRefusals.onlyInStock, { quantity: quantityText(left + line.quantity, soldBy) }),
            },
          ]
        : [];
    });
    if (short.length > 0) throw conflict(saying(transferRefusals.stockChanged), short);

    await recordAudit(
      trx,
      {
        action: 'stock.transferred',
        userId: staff.id,
        subject: { type: 'stock_transfer', id },
        summary: `${number} · ${from.name} → ${to.name} · ${summarise(
          input.lines.map((line) => ({ ...line, sold_by: products.get(line.productId)?.sold_by })),
        )}${input.note ? ` · ${input.note}` : ''}`,
        details: {
          number,
          fromStoreId,
          toStoreId: to.id,
          lines: input.lines.map((line) => ({
            productId: line.productId,
            name: products.get(line.productId)?.name,
            quantity: line.quantity,
          })),
        },
      },
      now,
    );
    return id;
  });
  return getTransfer(db, fromStoreId, id);
}

/**
 * Receives an in-transit transfer at its destination, in one transaction: a transfer_in movement per line adds
 * the stock to the receiving store and the transfer is marked received. Only the destination store receives, and
 * only once.
 */
export async function receiveTransfer(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  id: string,
  staff: StaffMember,
  now: Date,
): Promise<Transfer> {
  await writer.run(async (trx) => {
    const transfer = await transferRepository.findTransfer(trx, id);
    if (!transfer) throw notFound(saying(transferRefusals.notFound));
    const [from, to] = await Promise.all([
      transferRepository.findStore(trx, transfer.from_store_id),
      transferRepository.findStore(trx, transfer.to_store_id),
    ]);
    if (transfer.to_store_id !== storeId)
      throw forbidden(
        to
          ? saying(transferRefusals.receivedAt, { number: transfer.number, store: to.name })
          : saying(transferRefusals.receivedAtDestination, { number: transfer.number }),
      );
    if (transfer.status !== 'in_transit')
      throw conflict(saying(transferRefusals.alreadyReceived, { number: transfer.number }));

    const receivedAt = now.toISOString();
    if (!(await transferRepository.markReceived(trx, id, staff.id, receivedAt)))
      throw conflict(saying(transferRefusals.alreadyReceived, { number: transfer.number }));
    const lines = await transferRepository.findTransferLines(trx, id);
    await moveStockAndTell(
      trx,
      lines.map((line) => ({
        id: randomUUID(),
        store_id: storeId,
        product_id: line.product_id,
        quantity_change: line.quantity,
        reason: 'transfer_in',
        reference: id,
        note: null,
        user_id: staff.id,
        created_at: receivedAt,
      })),
    );
    await recordAudit(
      trx,
      {
        action: 'stock.received',
        userId: staff.id,
        subject: { type: 'stock_transfer', id },
        summary: `${transfer.number} · ${from?.name ?? ''} → ${to?.name ?? ''} · ${summarise(lines)}`,
        details: {
          number: transfer.number,
          fromStoreId: transfer.from_store_id,
          toStoreId: storeId,
          lines: lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
        },
      },
      now,
    );
  });
  return getTransfer(db, storeId, id);
}

/** '2 products, 3 units · 0.75 kg': a weight is never counted as units. */
const summarise = (lines: readonly { quantity: number; sold_by?: string | null }[]) =>
  `${plural(lines.length, 'product')}, ${quantityTotalsText(
    quantityTotals(lines.map((line) => ({ quantity: line.quantity, soldBy: line.sold_by as SoldBy | null }))),
  )}`;

function refusal(
  input: CreateTransferInput,
  products: Map<string, { name: string; quantity: number | null; sold_by?: string | null }>,
  storeName: string,
): Wording {
  const unknown = input.lines.find((line) => !products.has(line.productId));
  if (unknown) return saying(transferRefusals.productDoesNotExist);
  const short = input.lines.find((line) => line.quantity > (products.get(line.productId)?.quantity ?? 0));
  const product = short && products.get(short.productId);
  return product
    ? saying(transferRefusals.onlyInStockAt, {
        quantity: quantityText(product.quantity ?? 0, product.sold_by as SoldBy),
        product: product.name,
        store: storeName,
      })
    : saying(transferRefusals.checkQuantities);
}

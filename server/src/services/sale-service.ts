import { randomUUID } from 'node:crypto';
import { formatMoney } from '@tillwise/core/money/money';
import { addDays, businessDate, wallClockInstant } from '@tillwise/core/report/business-date';
import { formatOrderNumber } from '@tillwise/core/sale/sale-numbers';
import type { Sale, SaleListQuery, SalePage, SalesOverview } from '@tillwise/core/sale/sale-schemas';
import type { ParkSaleInput } from '@tillwise/core/sale/sale-input-schemas';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as promotionRepository from '../db/repositories/promotion-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import * as saleWriteRepository from '../db/repositories/sale-write-repository';
import * as saleSearchRepository from '../db/repositories/sale-search-repository';
import * as tillRepository from '../db/repositories/till-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { saleRefusals } from './sale-messages';
import { recordAudit } from './audit-service';
import { toSale, toSaleSummary } from './sale-mapper';
import { priceCart } from './sale-pricing';
import { lineRows, orderFigures } from './sale-rows';
import { getStorePricing, getStoreTimeZone } from './settings-service';
import { logVoid } from './shift-void-service';
import { storeMoneyFormat } from './store-money';

/** Parks a cart as a pending sale (no payment, no stock moved); parking the same id again updates it. */
export async function parkSale(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: ParkSaleInput,
  staff: StaffMember,
  now: Date,
): Promise<Sale> {
  const id = await writer.run(async (trx) => {
    const existing = await saleRepository.findOrder(trx, input.id);
    if (existing && existing.status !== 'parked') throw conflict(saying(saleRefusals.alreadyCompleted));
    const till = await tillRepository.findTill(trx, input.tillId);
    if (!till || till.store_id !== storeId)
      throw badRequest(saying(saleRefusals.unknownTill), [
        { path: 'tillId', message: saying(saleRefusals.unknownTill) },
      ]);
    const cart = await priceCart(trx, storeId, input, staff, {
      pricing: await getStorePricing(trx, storeId),
      timeZone: await getStoreTimeZone(db, storeId),
      now,
    });
    const order = {
      ...orderFigures(input, cart),
      status: 'parked',
      user_id: staff.id,
      note: input.note || null,
      till_id: till.id,
      store_id: storeId,
      coupon_codes_json: input.couponCodes?.length ? JSON.stringify(input.couponCodes) : null,
    };
    if (existing) {
      await saleWriteRepository.updateOrder(trx, input.id, order);
    } else {
      const number = formatOrderNumber(await counterRepository.nextCounterValue(trx, 'order_number'));
      await saleWriteRepository.insertOrder(trx, {
        ...order,
        id: input.id,
        number,
        created_at: now.toISOString(),
        completed_at: null,
        business_date: null,
        shift_id: null,
      });
    }
    if (existing) await saleWriteRepository.deleteOrderLines(trx, input.id);
    await saleWriteRepository.insertOrderLines(trx, lineRows(input.id, cart));
    return input.id;
  });
  return getSale(db, id);
}

/**
 * Discards a parked sale; the row stays as 'discarded' so its order number is accounted for, and the discard
 * counts as a void on its till's open shift.
 */
export async function discardParkedSale(writer: GroupCommit, id: string, staff: StaffMember, now: Date) {
  await writer.run(async (trx) => {
    const existing = await saleRepository.findOrder(trx, id);
    if (!existing) throw notFound(saying(saleRefusals.parkedNotFound));
    if (existing.status === 'discarded') return;
    if (existing.status !== 'parked') throw conflict(saying(saleRefusals.onlyParkedDiscarded));
    await saleWriteRepository.updateOrder(trx, id, { status: 'discarded' });
    if (!existing.till_id) return;
    const entry = { id: randomUUID(), tillId: existing.till_id, orderId: id, userId: staff.id };
    await logVoid(trx, { ...entry, itemCount: existing.item_count, amountCents: existing.total_cents }, now);
    await recordAudit(
      trx,
      {
        action: 'sale.discarded',
        userId: staff.id,
        tillId: existing.till_id,
        subject: { type: 'order', id },
        summary: `${existing.number} · ${formatMoney(existing.total_cents, await storeMoneyFormat(trx, existing.store_id))} · ${existing.item_count} items`,
        details: { number: existing.number, totalCents: existing.total_cents, itemCount: existing.item_count },
      },
      now,
    );
  });
}

/** One sale with its lines, payments and refunds. */
export async function getSale(db: Db, id: string): Promise<Sale> {
  const order = await saleRepository.findOrderWithNames(db, id);
  if (!order) throw notFound(saying(saleRefusals.notFound));
  const [lines, refunded, payments, refunds, promotions] = await Promise.all([
    saleRepository.findOrderLines(db, id),
    saleRepository.findRefundedQuantities(db, id),
    saleRepository.findPayments(db, id),
    saleRepository.findRefundsOfOrder(db, id),
    promotionRepository.findOrderPromotions(db, id),
  ]);
  return toSale(order, lines, refunded, payments, refunds, promotions);
}

/** Where a store's day begins, as an instant (ISO): its midnight by the store's clock. */
const storeMidnight = (date: string, timeZone: string) => wallClockInstant(date, 0, timeZone).toISOString();

/**
 * A store's sales newest first, by order number or customer name and optionally status and date range (the store's
 * days: a sale at 9 pm in Asheville is on that day there, not on the next UTC day).
 */
export async function listSales(db: Db, storeId: string, query: SaleListQuery): Promise<SalePage> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const { rows, total } = await saleSearchRepository.searchOrders(db, {
    storeId,
    q: query.q || undefined,
    status: query.status,
    from: query.from ? storeMidnight(query.from, timeZone) : undefined,
    to: query.to ? storeMidnight(addDays(query.to, 1), timeZone) : undefined,
    method: query.method,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map((row) => toSaleSummary(row)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The Orders overview: the 3 latest completed sales; parked sales (pending) and sales still waiting on their
 * payment (processing) now, each with the change between today's and yesterday's new ones (the store's days).
 */
export async function getSalesOverview(db: Db, storeId: string, now: Date): Promise<SalesOverview> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const date = businessDate(now, timeZone);
  const yesterday = storeMidnight(addDays(date, -1), timeZone);
  const today = storeMidnight(date, timeZone);
  const tomorrow = storeMidnight(addDays(date, 1), timeZone);
  const counts = async (status: string) => {
    const [count, createdToday, createdYesterday] = await Promise.all([
      saleSearchRepository.countOrders(db, storeId, status),
      saleSearchRepository.countOrdersCreated(db, storeId, status, today, tomorrow),
      saleSearchRepository.countOrdersCreated(db, storeId, status, yesterday, today),
    ]);
    return { count, changeFromYesterday: createdToday - createdYesterday };
  };
  const [recent, pending, processing] = await Promise.all([
    saleSearchRepository.searchOrders(db, { storeId, status: 'completed', limit: 3, offset: 0 }),
    counts('parked'),
    counts('processing'),
  ]);
  return { recent: recent.rows.map((row) => toSaleSummary(row)), pending, processing };
}

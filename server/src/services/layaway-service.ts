import { depositError } from '@tillwise/core/layaway/layaway';
import { formatLayawayNumber, maxLayawayDays } from '@tillwise/core/layaway/layaway-schemas';
import type {
  CreateLayawayInput,
  Layaway,
  LayawayListQuery,
  LayawayPage,
} from '@tillwise/core/layaway/layaway-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import { addDays, businessDate } from '@tillwise/core/report/business-date';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as counterRepository from '../db/repositories/counter-repository';
import * as layawayRepository from '../db/repositories/layaway-repository';
import { badRequest, notFound, reworded } from '../lib/errors';
import type { Wording } from '../lib/errors';
import { saying } from '@tillwise/core/i18n/core-message';
import { layawayRefusals } from './layaway-messages';
import { recordAudit } from './audit-service';
import { movePutByGoods } from './put-by-goods';
import { layawayMoney, layawayRules } from './layaway-money';
import { toLayaway, toLayawaySummary } from './layaway-mapper';
import { keptCart } from './priced-cart-lines';
import { priceCart } from './sale-pricing';
import { getStorePricing, getStoreTimeZone } from './settings-service';

const refused = (message: Wording, path: string) => badRequest(message, [{ path, message }]);

/**
 * Puts a cart by for its customer against a deposit: priced as a quote is (the day's prices, its own discounts with
 * their approvals, no promotions), the deposit at least the store's percentage, the goods taken out of stock (not
 * sellable while put by). Cash goes into the till's drawer. Sending the same layaway again answers the one made.
 */
export async function createLayaway(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: CreateLayawayInput,
  staff: StaffMember,
  now: Date,
): Promise<Layaway> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const today = businessDate(now, timeZone);
  if (input.dueDate <= today) throw refused(saying(layawayRefusals.dueAfterToday), 'dueDate');
  if (input.dueDate > addDays(today, maxLayawayDays)) {
    throw refused(saying(layawayRefusals.runsAtMost, { days: maxLayawayDays }), 'dueDate');
  }
  await writer.run(async (trx) => {
    if (await layawayRepository.findLayaway(trx, input.id)) return;
    const pricing = await getStorePricing(trx, storeId);
    const cart = await priceCart(trx, storeId, input, staff, {
      pricing,
      timeZone,
      now,
      quoted: { pricesApproved: false, discountsApproved: false },
    });
    const rules = await layawayRules(trx);
    const problem = depositError(cart.totals.totalCents, input.deposit.amountCents, rules, pricing.money);
    if (problem) {
      throw refused(
        reworded(() => depositError(cart.totals.totalCents, input.deposit.amountCents, rules, pricing.money)),
        'deposit.amountCents',
      );
    }
    const number = formatLayawayNumber(await counterRepository.nextCounterValue(trx, 'layaway_number'));
    const kept = keptCart(cart);
    const at = now.toISOString();
    await layawayRepository.insertLayaway(
      trx,
      {
        id: input.id,
        number,
        store_id: storeId,
        till_id: input.tillId,
        customer_id: input.customerId,
        user_id: staff.id,
        status: 'open',
        due_date: input.dueDate,
        note: input.note ?? '',
        discount_json: input.discount ? JSON.stringify(input.discount) : null,
        prices_include_tax: pricing.pricesIncludeTax ? 1 : 0,
        ...kept.totals,
        paid_cents: 0,
        order_id: null,
        closed_by: null,
        closed_at: null,
        closed_on: null,
        created_at: at,
      },
      kept.lines.map((line, position) => ({
        ...line,
        layaway_id: input.id,
        category_id: cart.priced[position]!.product.category_id,
      })),
    );
    await layawayMoney(trx, {
      storeId,
      layawayId: input.id,
      tillId: input.tillId,
      userId: staff.id,
      at,
      day: today,
    }).payIn({ ...input.deposit, kind: 'deposit' }, number);
    const goods = kept.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity }));
    await movePutByGoods(trx, { reason: 'layaway', storeId, number, userId: staff.id, at }, goods);
    await recordAudit(
      trx,
      {
        action: 'layaway.created',
        userId: staff.id,
        tillId: input.tillId,
        subject: { type: 'layaway', id: input.id },
        summary: `${number} · ${cart.customer?.name ?? ''} · ${formatMoney(cart.totals.totalCents, pricing.money)} · deposit ${formatMoney(input.deposit.amountCents, pricing.money)} · due ${input.dueDate}`,
        details: { number, customerId: input.customerId, totalCents: cart.totals.totalCents },
      },
      now,
    );
  });
  return getLayaway(db, storeId, input.id, now);
}

/** One layaway with its lines and money. */
export async function getLayaway(db: Executor, storeId: string, id: string, now: Date): Promise<Layaway> {
  const row = await layawayRepository.findLayaway(db, id);
  if (!row) throw notFound(saying(layawayRefusals.notFound));
  const [lines, payments, timeZone, rules, pricing] = await Promise.all([
    layawayRepository.findLayawayLines(db, id),
    layawayRepository.findLayawayPayments(db, id),
    getStoreTimeZone(db as Db, storeId),
    layawayRules(db),
    getStorePricing(db, storeId),
  ]);
  return toLayaway(row, lines, payments, businessDate(now, timeZone), {
    feePercent: rules.cancellationFeePercent,
    cashRoundingStep: pricing.cashRoundingStep,
  });
}

/** The store's layaways (or a customer's, in every store), newest first. */
export async function listLayaways(db: Db, storeId: string, query: LayawayListQuery, now: Date): Promise<LayawayPage> {
  const today = businessDate(now, await getStoreTimeZone(db, storeId));
  const { rows, total } = await layawayRepository.searchLayaways(db, {
    storeId: query.customerId ? undefined : storeId,
    customerId: query.customerId,
    q: query.q || undefined,
    status: query.status,
    today,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map((row) => toLayawaySummary(row, today)), total, page: query.page, pageSize: query.pageSize };
}

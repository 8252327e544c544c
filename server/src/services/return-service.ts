import { randomUUID } from 'node:crypto';
import { isSoldByWeight } from '@tillwise/core/catalog/sold-by';
import type { SoldBy } from '@tillwise/core/catalog/sold-by';
import { priceAtStore } from '@tillwise/core/catalog/store-price';
import { formatMoney, roundCash } from '@tillwise/core/money/money';
import { businessDate } from '@tillwise/core/report/business-date';
import { returnTenderError } from '@tillwise/core/return/return-rules';
import { formatReturnNumber } from '@tillwise/core/return/return-schemas';
import type { Return, ReturnInput, ReturnTender } from '@tillwise/core/return/return-schemas';
import { cartTotals } from '@tillwise/core/sale/cart-totals';
import { maxSaleCents } from '@tillwise/core/sale/sale-input-schemas';
import { can } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import { moveStock } from '../db/repositories/inventory-repository';
import * as returnRepository from '../db/repositories/return-repository';
import * as saleRepository from '../db/repositories/sale-repository';
import * as counterRepository from '../db/repositories/counter-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, notFound, reworded } from '../lib/errors';
import { recordAudit } from './audit-service';
import { useOverride } from './override-use-service';
import { recordRefundInReports } from './report-rollup-service';
import { getPaymentSettings } from './settings-payment-service';
import { getStorePricing, getStoreTimeZone } from './settings-service';
import { shiftForTransaction } from './shift-service';
import { creditStoreCredit } from './store-credit-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';
import { returnRefusals } from './return-messages';

/**
 * Takes back goods brought without a receipt, in one transaction: valued at this store's shelf price today with
 * its taxes, paid back as store credit or cash as the chain's rule allows (a manager sets it), the stock back on
 * the shelf, and the figures counted with the day's refunds. Whoever may not give refunds alone needs a manager's
 * approval on the till. Needs the server: a till offline cannot check the rule or the customer's credit.
 */
export async function returnWithoutReceipt(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  input: ReturnInput,
  staff: StaffMember,
  now: Date,
): Promise<Return> {
  const timeZone = await getStoreTimeZone(db, storeId);
  const day = businessDate(now, timeZone);
  const run = writer.run(async (trx) => {
    if (await returnRepository.findReturn(trx, input.id)) return input.id;
    const rule = (await getPaymentSettings(trx)).noReceiptRefunds;
    const customerId = input.customerId ?? null;
    const refused = returnTenderError(rule, input.tender, customerId !== null);
    if (refused) {
      const message = reworded(() => returnTenderError(rule, input.tender, customerId !== null)?.message);
      throw badRequest(message, [{ path: refused.path, message }]);
    }
    const customer = customerId ? await saleRepository.findCustomer(trx, customerId) : undefined;
    if (customerId && !customer)
      throw badRequest(saying(customerRefusals.notFound), [
        { path: 'customerId', message: saying(customerRefusals.notFound) },
      ]);
    const place = await shiftForTransaction(trx, storeId, input.tillId, input.tender === 'cash', 'give refunds');

    const ids = input.lines.map((line) => line.productId);
    if (new Set(ids).size !== ids.length) throw badRequest(saying(returnRefusals.itemOnce));
    const products = new Map((await saleRepository.findProductsByIds(trx, storeId, ids)).map((p) => [p.id, p]));
    const lines = input.lines.map((line, index) => {
      const product = products.get(line.productId);
      if (!product)
        throw badRequest(saying(returnRefusals.productNotFound), [
          { path: `lines.${index}.productId`, message: saying(returnRefusals.productNotFound) },
        ]);
      const soldBy = (product.sold_by ?? 'unit') as SoldBy;
      if (!isSoldByWeight(soldBy) && line.quantity > maxReturnUnits) {
        const message = saying(returnRefusals.atMostOfOneItem, { max: maxReturnUnits });
        throw badRequest(message, [{ path: `lines.${index}.quantity`, message }]);
      }
      return { ...line, soldBy, product: { ...product, price_cents: priceAtStore(product) } };
    });
    const pricing = await getStorePricing(trx, storeId);
    const totals = cartTotals(
      lines.map(({ product, quantity, soldBy }) => ({
        unitPriceCents: product.price_cents,
        quantity,
        soldBy,
        taxRate: product.tax_rate_bps / 100,
        categoryId: product.category_id,
      })),
      null,
      pricing,
    );
    if (totals.totalCents <= 0)
      throw badRequest(saying(returnRefusals.worthNothing, { amount: formatMoney(0, pricing.money) }));
    if (totals.totalCents > maxSaleCents) {
      const message = saying(returnRefusals.tooMuch, { amount: formatMoney(maxSaleCents, pricing.money) });
      throw badRequest(message, [{ path: 'lines', message }]);
    }
    const amountCents =
      input.tender === 'cash' ? roundCash(totals.totalCents, pricing.cashRoundingStep) : totals.totalCents;
    const approval = can(staff.role, 'pos:refund')
      ? null
      : await useOverride(trx, {
          id: input.overrideId,
          wanted: { action: 'return', details: { amountCents } },
          requestedBy: staff.id,
          tillId: place.tillId,
          usedFor: input.id,
          missing: { path: 'overrideId', message: saying(returnRefusals.needsApproval) },
          now,
        });

    const createdAt = now.toISOString();
    const number = formatReturnNumber(await counterRepository.nextCounterValue(trx, 'return_number'));
    const lineRows = lines.map(({ product, quantity, soldBy }, index) => {
      const line = totals.lines[index]!;
      return {
        id: randomUUID(),
        return_id: input.id,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        quantity,
        unit_price_cents: product.price_cents,
        unit_cost_cents: product.cost_cents,
        tax_rate_bps: product.tax_rate_bps,
        taxes_json: JSON.stringify(line.taxes),
        tax_cents: line.taxCents,
        amount_cents: line.totalCents,
        sold_by: isSoldByWeight(soldBy) ? soldBy : null,
      };
    });
    await returnRepository.insertReturn(
      trx,
      {
        id: input.id,
        number,
        store_id: storeId,
        till_id: place.tillId,
        shift_id: place.shiftId,
        user_id: staff.id,
        approved_by: approval?.approvedBy.id ?? null,
        customer_id: customerId,
        tender: input.tender,
        reason: input.reason,
        subtotal_cents: totals.subtotalCents,
        tax_cents: totals.taxCents,
        amount_cents: amountCents,
        cash_rounding_cents: amountCents - totals.totalCents,
        created_at: createdAt,
        business_date: day,
      },
      lineRows,
    );
    if (input.tender === 'store_credit' && customerId) {
      await creditStoreCredit(trx, {
        storeId,
        refundId: input.id,
        userId: staff.id,
        at: createdAt,
        customerId,
        amountCents,
        reason: `Return ${number} without receipt`,
      });
    }
    await moveStock(
      trx,
      lineRows.map((line) => ({
        id: randomUUID(),
        store_id: storeId,
        product_id: line.product_id,
        quantity_change: line.quantity,
        reason: 'refund',
        reference: input.id,
        note: `No receipt: ${input.reason}`,
        user_id: staff.id,
        created_at: createdAt,
      })),
    );
    await recordRefundInReports(trx, {
      storeId,
      businessDate: day,
      userId: staff.id,
      amountCents: totals.totalCents,
      taxCents: totals.taxCents,
      loyaltyReversed: 0,
      cashRoundingCents: amountCents - totals.totalCents,
      lines: lineRows.map((line) => ({
        ...line,
        total_cents: line.amount_cents,
        refunded_quantity: line.quantity,
        refunded_amount_cents: line.amount_cents,
        refunded_tax_cents: line.tax_cents,
      })),
    });
    await recordAudit(
      trx,
      {
        action: 'return.recorded',
        userId: staff.id,
        approvedBy: approval?.approvedBy.id ?? null,
        tillId: place.tillId,
        subject: { type: 'return', id: input.id },
        summary: `${number} without receipt · ${formatMoney(amountCents, pricing.money)} as ${tenderWords[input.tender]}${
          customer ? ` to ${customer.name}` : ''
        } · ${input.reason}`,
        details: {
          number,
          amountCents,
          tender: input.tender,
          ...(customer && { customerId: customer.id }),
          reason: input.reason,
          lines: lineRows.map((line) => ({ sku: line.sku, quantity: line.quantity })),
          ...(approval && { overrideId: approval.id }),
        },
      },
      now,
      day,
    );
    return input.id;
  });
  const id = await run.catch(async (error: unknown) => {
    // Sent twice at once (or to two servers): the second attempt's answer is the return as recorded.
    if (isUniqueViolation(error) && (await returnRepository.findReturn(db, input.id))) return input.id;
    throw error;
  });
  return getReturn(db, id);
}

/** The most units of one product a return takes (weighed goods go by grams, up to 100 kg). */
const maxReturnUnits = 999;

const tenderWords: Record<ReturnTender, string> = { store_credit: 'store credit', cash: 'cash' };

/** One return without receipt with its lines and the people on it. */
export async function getReturn(db: Db, id: string): Promise<Return> {
  const row = await returnRepository.findReturnDetails(db, id);
  if (!row) throw notFound(saying(returnRefusals.notFound));
  const lines = await returnRepository.findReturnLines(db, id);
  return {
    id: row.id,
    number: row.number,
    tender: row.tender as ReturnTender,
    customer: row.customer_id && row.customer_name ? { id: row.customer_id, name: row.customer_name } : null,
    reason: row.reason,
    subtotalCents: row.subtotal_cents,
    taxCents: row.tax_cents,
    amountCents: row.amount_cents,
    cashRoundingCents: row.cash_rounding_cents,
    createdAt: row.created_at,
    staffName: row.staff_name,
    approvedByName: row.approver_name,
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      amountCents: line.amount_cents,
    })),
  };
}

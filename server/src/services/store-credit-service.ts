import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { storeCreditAdjustmentError, storeCreditShortMessage } from '@tillwise/core/customer/store-credit';
import type { StoreCredit, StoreCreditKind } from '@tillwise/core/customer/store-credit-schemas';
import { formatMoney } from '@tillwise/core/money/money';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db, Executor } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as storeCreditRepository from '../db/repositories/store-credit-repository';
import type { Database } from '../db/schema';
import { badRequest, notFound, refusalOf, reworded } from '../lib/errors';
import { recordAudit } from './audit-service';
import { ledgerDay } from './gift-card-service';
import { recordLedgerInReports } from './report-rollup-service';
import { storeMoneyFormat } from './store-money';
import { money as moneyAmount, saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';
import { storeCreditRefusals } from './store-credit-messages';

type Trx = Transaction<Database>;

/** How many of a customer's store credit movements their ledger shows, newest first. */
const ledgerLength = 50;

const noCustomer = () =>
  badRequest(saying(customerRefusals.noSuchCustomer), [
    { path: 'customerId', message: saying(customerRefusals.noSuchCustomer) },
  ]);

function checkPositive(amountCents: number) {
  if (Number.isSafeInteger(amountCents) && amountCents > 0) return;
  const message = saying(storeCreditRefusals.amountAboveZero, { amount: moneyAmount(0) });
  throw badRequest(message, [{ path: 'amountCents', message }]);
}

interface Movement {
  storeId: string;
  userId: string;
  at: string;
  customerId: string;
  kind: StoreCreditKind;
  amountCents: number;
  balanceCents: number;
  orderId?: string | null;
  refundId?: string | null;
  reason?: string;
}

async function writeMovement(trx: Trx, movement: Movement) {
  const entry = {
    id: randomUUID(),
    customer_id: movement.customerId,
    store_id: movement.storeId,
    kind: movement.kind,
    amount_cents: movement.amountCents,
    balance_after_cents: movement.balanceCents,
    order_id: movement.orderId ?? null,
    refund_id: movement.refundId ?? null,
    user_id: movement.userId,
    reason: movement.reason ?? '',
    business_date: await ledgerDay(trx, movement.storeId, movement.at),
    created_at: movement.at,
  };
  await storeCreditRepository.insertLedgerEntry(trx, entry);
  await recordLedgerInReports(trx, 'store_credit', entry);
}

/**
 * Pays part of a sale with the customer's store credit, inside the sale's transaction. One conditional update
 * takes it only while the customer holds it, so the balance never goes below zero, even with two tills at once.
 */
export async function redeemStoreCredit(
  trx: Trx,
  input: { storeId: string; orderId: string; userId: string; at: string; customerId: string; amountCents: number },
): Promise<{ balanceCents: number }> {
  checkPositive(input.amountCents);
  const balanceCents = await storeCreditRepository.takeStoreCredit(trx, input.customerId, input.amountCents);
  if (balanceCents === undefined) {
    const customer = await storeCreditRepository.findCustomerCredit(trx, input.customerId);
    if (!customer) throw noCustomer();
    const money = await storeMoneyFormat(trx, input.storeId);
    const message = reworded(() => storeCreditShortMessage(customer.name, customer.store_credit_cents, money));
    throw badRequest(message, [{ path: 'amountCents', message }]);
  }
  await writeMovement(trx, { ...input, kind: 'redeem', amountCents: -input.amountCents, balanceCents });
  return { balanceCents };
}

/**
 * Gives a customer store credit, inside the caller's transaction: a refund paid as store credit (with its refund),
 * or, without one, credit for another reason.
 */
export async function creditStoreCredit(
  trx: Trx,
  input: {
    storeId: string;
    refundId: string | null;
    userId: string;
    at: string;
    customerId: string;
    amountCents: number;
    reason: string;
  },
): Promise<{ balanceCents: number }> {
  checkPositive(input.amountCents);
  const balanceCents = await storeCreditRepository.addStoreCredit(trx, input.customerId, input.amountCents);
  if (balanceCents === undefined) throw noCustomer();
  await writeMovement(trx, {
    ...input,
    kind: input.refundId ? 'refund' : 'adjust',
    reason: input.reason.trim(),
    balanceCents,
  });
  return { balanceCents };
}

/** A customer's store credit now and its latest movements, newest first. */
export async function getStoreCredit(db: Executor, customerId: string): Promise<StoreCredit> {
  const customer = await storeCreditRepository.findCustomerCredit(db, customerId);
  if (!customer) throw notFound(saying(customerRefusals.notFound));
  const ledger = await storeCreditRepository.findLedger(db, customerId, ledgerLength);
  return {
    customerId,
    balanceCents: customer.store_credit_cents,
    entries: ledger.map((row) => ({
      id: row.id,
      kind: row.kind as StoreCreditKind,
      amountCents: row.amount_cents,
      balanceAfterCents: row.balance_after_cents,
      orderId: row.order_id,
      orderNumber: row.order_number,
      refundId: row.refund_id,
      refundNumber: row.refund_number,
      reason: row.reason,
      at: row.created_at,
      storeName: row.store_name,
      staffName: row.staff_name,
    })),
  };
}

/**
 * A manager adds or takes store credit by hand, with a reason: an `adjust` movement and an audit entry in one
 * transaction. Taking more than the customer holds is refused, and nothing is written.
 */
export async function adjustStoreCredit(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  customerId: string,
  input: { amountCents: number; reason: string },
  staff: StaffMember,
  now: Date,
): Promise<StoreCredit> {
  await writer.run(async (trx) => {
    const customer = await storeCreditRepository.findCustomerCredit(trx, customerId);
    if (!customer) throw notFound(saying(customerRefusals.notFound));
    const money = await storeMoneyFormat(trx, storeId);
    const refusal = (balance: number) => {
      const message = refusalOf(() => storeCreditAdjustmentError(balance, input.amountCents, money));
      return message ? badRequest(message, [{ path: 'amountCents', message }]) : null;
    };
    const early = refusal(customer.store_credit_cents);
    if (early) throw early;
    const balanceCents =
      input.amountCents > 0
        ? await storeCreditRepository.addStoreCredit(trx, customerId, input.amountCents)
        : await storeCreditRepository.takeStoreCredit(trx, customerId, -input.amountCents);
    if (balanceCents === undefined) {
      // Spent at a till since it was read: say what is left now.
      const latest = await storeCreditRepository.findCustomerCredit(trx, customerId);
      throw refusal(latest?.store_credit_cents ?? 0) ?? noCustomer();
    }
    const at = now.toISOString();
    await writeMovement(trx, {
      storeId,
      userId: staff.id,
      at,
      customerId,
      kind: 'adjust',
      amountCents: input.amountCents,
      balanceCents,
      reason: input.reason,
    });
    const change =
      input.amountCents > 0
        ? `+${formatMoney(input.amountCents, money)}`
        : `−${formatMoney(-input.amountCents, money)}`;
    await recordAudit(
      trx,
      {
        action: 'store_credit.adjusted',
        userId: staff.id,
        subject: { type: 'customer', id: customerId },
        summary: `${customer.name} · ${change} · ${input.reason}`,
        details: {
          customerId,
          amountCents: input.amountCents,
          before: balanceCents - input.amountCents,
          after: balanceCents,
          reason: input.reason,
        },
      },
      now,
    );
  });
  return getStoreCredit(db, customerId);
}

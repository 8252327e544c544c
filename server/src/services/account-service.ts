import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { AccountEntryKind, AccountPaymentMethod, TradeAccount } from '@tillwise/core/account/account-schemas';
import type { SetTradeAccountInput } from '@tillwise/core/account/account-schemas';
import type { accountPaymentInputSchema } from '@tillwise/core/account/account-schemas';
import { addDays, allocatePayment, noAccountMessage, overLimitMessage } from '@tillwise/core/account/trade-account';
import { formatMoney } from '@tillwise/core/money/money';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import * as accountRepository from '../db/repositories/account-repository';
import type { Database } from '../db/schema';
import type { Wording } from '../lib/errors';
import { badRequest, conflict, notFound, reworded } from '../lib/errors';
import { recordAudit } from './audit-service';
import { accountSummary } from './customer-service';
import { ledgerDay } from './gift-card-service';
import { getTradeAccount } from './account-statement-service';
import { openShiftOfTill } from './shift-service';
import { storeMoneyFormat } from './store-money';
import { saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';
import { accountRefusals } from './account-messages';

type Trx = Transaction<Database>;
type AccountPaymentOutput = z.output<typeof accountPaymentInputSchema>;

const refused = (message: Wording, path = 'payments') => badRequest(message, [{ path, message }]);

interface Movement {
  storeId: string;
  userId: string;
  at: string;
  customerId: string;
  kind: AccountEntryKind;
  amountCents: number;
  balanceCents: number;
  orderId?: string | null;
  refundId?: string | null;
  dueDate?: string | null;
  method?: AccountPaymentMethod | null;
  reference?: string;
  shiftId?: string | null;
  id?: string;
}

async function writeMovement(trx: Trx, movement: Movement) {
  const id = movement.id ?? randomUUID();
  await accountRepository.insertEntry(trx, {
    id,
    customer_id: movement.customerId,
    store_id: movement.storeId,
    kind: movement.kind,
    amount_cents: movement.amountCents,
    balance_after_cents: movement.balanceCents,
    due_date: movement.dueDate ?? null,
    order_id: movement.orderId ?? null,
    refund_id: movement.refundId ?? null,
    method: movement.method ?? null,
    reference: movement.reference ?? '',
    shift_id: movement.shiftId ?? null,
    user_id: movement.userId,
    business_date: await ledgerDay(trx, movement.storeId, movement.at),
    created_at: movement.at,
  });
  return id;
}

/**
 * Pays off invoices with a payment or refund (entry `entryId`): those named first (a refund's own sale), then the
 * oldest unpaid. What is over stays on the account as credit.
 */
async function allocate(trx: Trx, customerId: string, entryId: string, amountCents: number, first: string[]) {
  const invoices = await accountRepository.findInvoices(trx, customerId);
  const chosen = invoices.filter((invoice) => first.includes(invoice.id) || first.includes(invoice.orderId ?? ''));
  const { shares } = allocatePayment(
    invoices,
    amountCents,
    chosen.map((invoice) => invoice.id),
  );
  await accountRepository.insertAllocations(
    trx,
    shares.map((share) => ({
      id: randomUUID(),
      entry_id: entryId,
      invoice_id: share.id,
      amount_cents: share.amountCents,
    })),
  );
}

/**
 * Puts (part of) a sale on the customer's account inside the sale's transaction: an invoice due after the
 * account's terms. One conditional update adds it only while it stays within the limit.
 */
export async function chargeAccount(
  trx: Trx,
  input: { storeId: string; orderId: string; userId: string; at: string; customerId: string; amountCents: number },
) {
  const account = await accountRepository.findCustomerAccount(trx, input.customerId);
  if (!account) throw refused(saying(customerRefusals.noSuchCustomer), 'customerId');
  if (account.account_limit_cents == null) throw refused(reworded(() => noAccountMessage(account.name)));
  const balanceCents = await accountRepository.chargeAccount(trx, input.customerId, input.amountCents);
  if (balanceCents === undefined) {
    const latest = await accountRepository.findCustomerAccount(trx, input.customerId);
    const money = await storeMoneyFormat(trx, input.storeId);
    const availableCents = accountSummary(latest ?? account)?.availableCents ?? 0;
    throw refused(reworded(() => overLimitMessage(account.name, availableCents, money)));
  }
  const day = await ledgerDay(trx, input.storeId, input.at);
  await writeMovement(trx, {
    ...input,
    kind: 'invoice',
    balanceCents,
    dueDate: addDays(day, account.account_terms_days ?? 0),
  });
}

/** Takes a refund of a sale on account off what the customer owes, inside the refund's transaction. */
export async function refundToAccount(
  trx: Trx,
  input: {
    storeId: string;
    refundId: string;
    orderId: string;
    userId: string;
    at: string;
    customerId: string;
    amountCents: number;
  },
) {
  const balanceCents = await accountRepository.creditAccount(trx, input.customerId, input.amountCents);
  if (balanceCents === undefined) throw notFound(saying(customerRefusals.notFound));
  const id = await writeMovement(trx, { ...input, kind: 'refund', amountCents: -input.amountCents, balanceCents });
  await allocate(trx, input.customerId, id, input.amountCents, [input.orderId]);
}

/**
 * Records a payment on account: cash into the drawer of a till of this store with a shift open, card or cheque
 * anywhere. It pays the invoices chosen, then the oldest; a resend of the same payment id is answered as recorded.
 */
export async function recordAccountPayment(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  customerId: string,
  input: AccountPaymentOutput,
  staff: StaffMember,
  now: Date,
): Promise<TradeAccount> {
  await writer.run(async (trx) => {
    const existing = await accountRepository.findEntry(trx, input.id);
    if (existing) {
      if (existing.customer_id !== customerId || existing.kind !== 'payment') {
        throw conflict(saying(accountRefusals.paymentIdTaken));
      }
      return;
    }
    const account = await accountRepository.findCustomerAccount(trx, customerId);
    if (!account) throw notFound(saying(customerRefusals.notFound));
    if (account.account_limit_cents == null)
      throw refused(
        reworded(() => noAccountMessage(account.name)),
        'customerId',
      );
    let shiftId: string | null = null;
    if (input.method === 'cash') {
      shiftId = input.tillId ? await openShiftOfTill(trx, storeId, input.tillId) : null;
      if (!shiftId) throw refused(saying(accountRefusals.cashIntoDrawer), 'tillId');
    }
    const balanceCents = await accountRepository.creditAccount(trx, customerId, input.amountCents);
    if (balanceCents === undefined) throw notFound(saying(customerRefusals.notFound));
    const at = now.toISOString();
    await writeMovement(trx, {
      id: input.id,
      storeId,
      userId: staff.id,
      at,
      customerId,
      kind: 'payment',
      amountCents: -input.amountCents,
      balanceCents,
      method: input.method,
      reference: input.reference,
      shiftId,
    });
    await allocate(trx, customerId, input.id, input.amountCents, input.invoiceIds);
    const money = await storeMoneyFormat(trx, storeId);
    await recordAudit(
      trx,
      {
        action: 'account.payment',
        userId: staff.id,
        subject: { type: 'customer', id: customerId },
        summary: `${account.name} · ${formatMoney(input.amountCents, money)} ${input.method} · owes ${formatMoney(balanceCents, money)}`,
        details: { customerId, amountCents: input.amountCents, method: input.method, shiftId, balanceCents },
      },
      now,
    );
  });
  return getTradeAccount(db, storeId, customerId, {}, now);
}

/** A manager opens or changes a customer's account: the limit (0 holds it: nothing more on account) and terms. */
export async function setTradeAccount(
  writer: GroupCommit,
  db: Db,
  storeId: string,
  customerId: string,
  input: SetTradeAccountInput,
  staff: StaffMember,
  now: Date,
): Promise<TradeAccount> {
  await writer.run(async (trx) => {
    const before = await accountRepository.findCustomerAccount(trx, customerId);
    if (!before) throw notFound(saying(customerRefusals.notFound));
    await accountRepository.setAccountTerms(trx, customerId, input.creditLimitCents, input.termsDays);
    const money = await storeMoneyFormat(trx, storeId);
    const was =
      before.account_limit_cents == null ? 'no account' : formatMoney(Number(before.account_limit_cents), money);
    await recordAudit(
      trx,
      {
        action: 'account.changed',
        userId: staff.id,
        subject: { type: 'customer', id: customerId },
        summary: `${before.name} · limit ${was} → ${formatMoney(input.creditLimitCents, money)} · ${input.termsDays} days`,
        details: {
          customerId,
          before: { creditLimitCents: before.account_limit_cents, termsDays: before.account_terms_days },
          after: input,
        },
      },
      now,
    );
  });
  return getTradeAccount(db, storeId, customerId, {}, now);
}

import type { AccountEntryKind, AccountPaymentMethod, TradeAccount } from '@tillwise/core/account/account-schemas';
import { addDays, ageingOf } from '@tillwise/core/account/trade-account';
import { businessDate } from '@tillwise/core/report/business-date';
import type { Db, Executor } from '../db/database';
import * as accountRepository from '../db/repositories/account-repository';
import { badRequest, notFound } from '../lib/errors';
import { accountSummary } from './customer-service';
import { getStoreTimeZone } from './settings-service';
import { saying } from '@tillwise/core/i18n/core-message';
import { accountRefusals } from './account-messages';
import { customerRefusals } from './customer-messages';

/** How far back a statement goes when no range is asked for. */
const statementDays = 30;

/** A customer's account and its statement over a range of business days (by default the last 30 to today). */
export async function getTradeAccount(
  db: Executor,
  storeId: string,
  customerId: string,
  range: { from?: string; to?: string },
  now: Date,
): Promise<TradeAccount> {
  const account = await accountRepository.findCustomerAccount(db, customerId);
  if (!account) throw notFound(saying(customerRefusals.notFound));
  const today = businessDate(now, await getStoreTimeZone(db as Db, storeId));
  const to = range.to ?? today;
  const from = range.from ?? addDays(to, -statementDays);
  if (from > to)
    throw badRequest(saying(accountRefusals.statementStartsAfterEnd), [
      { path: 'from', message: saying(accountRefusals.afterTheEnd) },
    ]);
  const [opening, rows, invoices, endedBefore] = await Promise.all([
    accountRepository.balanceBefore(db, customerId, from),
    accountRepository.findStatementEntries(db, customerId, from, to),
    accountRepository.findInvoices(db, customerId),
    // A statement to today (or later) owes at its end what is owed now: only an earlier end reads them again.
    to < today ? accountRepository.findInvoices(db, customerId, to) : null,
  ]);
  const asAtEnd = endedBefore ?? invoices;
  const open = new Map(invoices.map((invoice) => [invoice.id, invoice.amountCents - invoice.settledCents]));
  const summary = accountSummary(account);
  const closing = rows.reduce((sum, row) => sum + Number(row.amount_cents), opening);
  return {
    customerId,
    customerName: account.name,
    creditLimitCents: summary?.creditLimitCents ?? null,
    termsDays: summary?.termsDays ?? null,
    balanceCents: Number(account.account_balance_cents),
    availableCents: summary?.availableCents ?? 0,
    openInvoices: invoices.flatMap((invoice) => {
      const openCents = invoice.amountCents - invoice.settledCents;
      if (openCents <= 0) return [];
      const { id, orderNumber, date, dueDate, amountCents } = invoice;
      return [{ id, orderNumber, date, dueDate, amountCents, openCents }];
    }),
    statement: {
      from,
      to,
      openingBalanceCents: opening,
      closingBalanceCents: closing,
      entries: rows.map((row) => ({
        id: row.id,
        kind: row.kind as AccountEntryKind,
        amountCents: Number(row.amount_cents),
        balanceAfterCents: Number(row.balance_after_cents),
        date: row.business_date,
        dueDate: row.due_date,
        openCents: row.kind === 'invoice' ? (open.get(row.id) ?? 0) : null,
        orderId: row.order_id,
        orderNumber: row.order_number,
        refundNumber: row.refund_number,
        method: row.method as AccountPaymentMethod | null,
        reference: row.reference,
        at: row.created_at,
        storeName: row.store_name,
        staffName: row.staff_name,
      })),
      // As owed at the statement's end: invoices sold after it are left out (ageingOf), payments after it too.
      ageing: ageingOf(asAtEnd, to),
    },
  };
}

import { randomUUID } from 'node:crypto';
import { loyaltyRewardThreshold } from '@tillwise/core/customer/loyalty';
import type {
  Customer,
  CustomerDetails,
  CustomerListQuery,
  CustomerPage,
  CustomerSummary,
  createCustomerBodySchema,
} from '@tillwise/core/customer/customer-schemas';
import type { z } from 'zod';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CustomersTable } from '../db/schema';
import * as customerRepository from '../db/repositories/customer-repository';
import * as promotionRepository from '../db/repositories/promotion-repository';
import { badRequest, conflict, notFound } from '../lib/errors';
import { raiseWebhookEvent } from './webhook-outbox';
import { saying } from '@tillwise/core/i18n/core-message';
import { customerRefusals } from './customer-messages';

type CreateCustomerOutput = z.output<typeof createCustomerBodySchema>;

export function toCustomer(row: Selectable<CustomersTable>): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    loyaltyPoints: row.loyalty_points,
    createdAt: row.created_at,
    groupId: row.group_id ?? null,
    vatNumber: row.vat_number ?? null,
  };
}

/** A customer's trade account at a glance, or null when they have none. */
export function accountSummary(
  row: Pick<Selectable<CustomersTable>, 'account_limit_cents' | 'account_terms_days' | 'account_balance_cents'>,
) {
  if (row.account_limit_cents == null) return null;
  const creditLimitCents = Number(row.account_limit_cents);
  const balanceCents = Number(row.account_balance_cents);
  return {
    creditLimitCents,
    termsDays: row.account_terms_days ?? 0,
    balanceCents,
    availableCents: Math.max(0, creditLimitCents - balanceCents),
  };
}

const recentDays = 7;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Customers by name; search matches name, email or phone, ignoring case; filters: rewards, added this week. */
export async function listCustomers(db: Db, query: CustomerListQuery, now: Date): Promise<CustomerPage> {
  const { rows, total } = await customerRepository.findCustomers(db, {
    q: query.q || undefined,
    minPoints: query.filter === 'rewards' ? loyaltyRewardThreshold : undefined,
    addedSince: query.filter === 'recent' ? daysBefore(now, recentDays) : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toCustomer), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Adds a customer with no points yet, under the id a till made when it gives one: a resend of the same customer
 * answers with the one already added (`created` false), and another customer under that id is refused.
 */
export async function createCustomer(
  db: Db,
  input: CreateCustomerOutput,
  now: Date,
): Promise<{ customer: Customer; created: boolean }> {
  if (input.groupId && !(await promotionRepository.findCustomerGroup(db, input.groupId))) {
    throw badRequest(saying(customerRefusals.unknownGroup), [
      { path: 'groupId', message: saying(customerRefusals.unknownGroup) },
    ]);
  }
  const row = {
    id: input.id ?? randomUUID(),
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
    loyalty_points: 0,
    created_at: now.toISOString(),
    store_credit_cents: 0,
    group_id: input.groupId ?? null,
    account_limit_cents: null,
    account_terms_days: null,
    account_balance_cents: 0,
    vat_number: input.vatNumber ?? null,
  };
  const customer = toCustomer(row);
  const added = await db.transaction().execute(async (trx) => {
    if (!(await customerRepository.insertCustomerUnlessPresent(trx, row))) return false;
    const event = { resource: { type: 'customer', id: row.id }, storeId: null, data: customer, at: now };
    await raiseWebhookEvent(trx, { event: 'customer.created', ...event });
    return true;
  });
  if (added) return { customer, created: true };
  const existing = await customerRepository.findCustomerById(db, row.id);
  const sameCustomer =
    existing !== undefined &&
    (['name', 'email', 'phone', 'address', 'notes', 'group_id'] as const).every(
      (field) => (existing[field] ?? null) === row[field],
    );
  if (!sameCustomer) {
    throw conflict(saying(customerRefusals.idTaken), [{ path: 'id', message: saying(customerRefusals.idTaken) }]);
  }
  return { customer: toCustomer(existing), created: false };
}

/** A customer with their purchase history, newest first. */
export async function getCustomer(db: Db, id: string): Promise<CustomerDetails> {
  const row = await customerRepository.findCustomerById(db, id);
  if (!row) throw notFound(saying(customerRefusals.notFound));
  const purchases = await customerRepository.findPurchases(db, id, 50);
  return {
    ...toCustomer(row),
    storeCreditCents: row.store_credit_cents,
    account: accountSummary(row),
    purchases: purchases.map((p) => ({
      id: p.id,
      number: p.number,
      createdAt: p.created_at,
      totalCents: p.total_cents,
      status: p.status,
    })),
  };
}

/** The Customers screen's summary: who was added this week, and who earned rewards this month. */
export async function getCustomerSummary(db: Db, now: Date): Promise<CustomerSummary> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [totalCustomers, recentCustomers, rewardsThisMonth, eligibleForRewards] = await Promise.all([
    customerRepository.countCustomers(db),
    customerRepository.findCustomersAddedSince(db, daysBefore(now, recentDays)),
    customerRepository.countRewardEarnersSince(db, loyaltyRewardThreshold, monthStart),
    customerRepository.countCustomers(db, { minPoints: loyaltyRewardThreshold }),
  ]);
  return { totalCustomers, recentCustomers, rewardsThisMonth, eligibleForRewards };
}

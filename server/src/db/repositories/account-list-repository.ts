import { sql } from 'kysely';
import type { Executor } from '../database';
import { containsIgnoringCase } from '../like';

export interface AccountFilter {
  q?: string;
  status?: 'owing' | 'overdue' | 'clear';
  /** The store's business day: an invoice due before it and not paid off is overdue. */
  today: string;
  limit: number;
  offset: number;
}

/** What is unpaid on a customer's invoices due before `today` (what allocations have not settled). */
const overdueOf = (today: string) => sql<number>`coalesce((select sum(i.amount_cents - coalesce((
    select sum(a.amount_cents) from account_allocations a where a.invoice_id = i.id), 0))
  from account_ledger i where i.customer_id = customers.id and i.kind = 'invoice' and i.due_date < ${today}), 0)`;

/** The oldest due date among a customer's invoices not paid off. */
const oldestDueOf = () => sql<string | null>`(select min(i.due_date) from account_ledger i
  where i.customer_id = customers.id and i.kind = 'invoice' and i.amount_cents > coalesce((
    select sum(a.amount_cents) from account_allocations a where a.invoice_id = i.id), 0))`;

/** Customers with a trade account, by name (search: name, email or phone), with what they owe and how overdue. */
export async function findAccounts(db: Executor, filter: AccountFilter) {
  let query = db.selectFrom('customers').where('customers.account_limit_cents', 'is not', null);
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('customers.name', q),
        containsIgnoringCase('customers.email', q),
        containsIgnoringCase('customers.phone', q),
      ]),
    );
  }
  if (filter.status === 'owing') query = query.where('customers.account_balance_cents', '>', 0);
  if (filter.status === 'clear') query = query.where('customers.account_balance_cents', '<=', 0);
  if (filter.status === 'overdue') query = query.where(sql<boolean>`${overdueOf(filter.today)} > 0`);
  const [rows, count] = await Promise.all([
    query
      .select([
        'customers.id',
        'customers.name',
        'customers.account_limit_cents',
        'customers.account_terms_days',
        'customers.account_balance_cents',
        overdueOf(filter.today).as('overdue_cents'),
        oldestDueOf().as('oldest_due_date'),
      ])
      .orderBy('customers.name')
      .orderBy('customers.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

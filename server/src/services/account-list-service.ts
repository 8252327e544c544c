import type { AccountListQuery, AccountPage, AccountStatus } from '@tillwise/core/account/account-list-schemas';
import { businessDate } from '@tillwise/core/report/business-date';
import type { Db } from '../db/database';
import { findAccounts } from '../db/repositories/account-list-repository';
import { accountSummary } from './customer-service';
import { getStoreTimeZone } from './settings-service';

/** The chain's trade accounts by customer name, with what each owes and how much of it is overdue today. */
export async function listAccounts(db: Db, storeId: string, query: AccountListQuery, now: Date): Promise<AccountPage> {
  const today = businessDate(now, await getStoreTimeZone(db, storeId));
  const { rows, total } = await findAccounts(db, {
    q: query.q || undefined,
    status: query.status,
    today,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const items = rows.map((row) => {
    const account = accountSummary(row)!;
    const overdueCents = Math.max(0, Number(row.overdue_cents));
    const status: AccountStatus = overdueCents > 0 ? 'overdue' : account.balanceCents > 0 ? 'owing' : 'clear';
    return {
      customerId: row.id,
      customerName: row.name,
      ...account,
      overdueCents,
      oldestDueDate: row.oldest_due_date ?? null,
      status,
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

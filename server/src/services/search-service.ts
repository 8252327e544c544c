import { searchResultLimit } from '@tillwise/core/search/search-schemas';
import type { SearchResults } from '@tillwise/core/search/search-schemas';
import { canAny } from '@tillwise/core/staff/permissions';
import type { StaffMember } from '@tillwise/core/staff/staff-schemas';
import type { Db } from '../db/database';
import { listProducts } from './catalog-service';
import { listCustomers } from './customer-service';
import { listSales } from './sale-service';

const page = { page: 1, pageSize: searchResultLimit } as const;
const none = { items: [] };

/** Finds products, orders and customers matching the text, each with the same rules as its own screen's search. */
export async function searchEverything(
  db: Db,
  storeId: string,
  q: string,
  staff: StaffMember,
  now: Date,
): Promise<SearchResults> {
  const [products, orders, customers] = await Promise.all([
    canAny(staff.role, ['products:view', 'pos:sell']) ? listProducts(db, storeId, { ...page, q }) : none,
    canAny(staff.role, ['orders:view']) ? listSales(db, storeId, { ...page, q, sort: 'newest' }) : none,
    canAny(staff.role, ['customers:view']) ? listCustomers(db, { ...page, q, filter: 'all' }, now) : none,
  ]);
  return { products: products.items, orders: orders.items, customers: customers.items };
}

import type { Customer, CustomerListQuery, CustomerPage } from '@tillwise/core/customer/customer-schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CustomersTable } from '../db/schema';
import * as customerRepository from '../db/repositories/customer-repository';

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
  };
}

/** Customers by name; search matches name, email or phone, ignoring case. */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const { rows, total } = await customerRepository.findCustomers(db, {
    q: query.q || undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toCustomer), total, page: query.page, pageSize: query.pageSize };
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, ProductPage } from '@tillwise/core/catalog/catalog-schemas';
import type { CustomerPage } from '@tillwise/core/customer/customer-schemas';
import type { Supplier } from '@tillwise/core/purchasing/supplier-schemas';
import { api } from '@/lib/api-client';
import { specialOrderKeys } from './special-order-keys';

// What a special order is made from: the customer it is for, the product (or a one-off's category), the supplier.

const matches = <T>(kind: string, url: string, q: string) =>
  queryOptions({
    queryKey: [...specialOrderKeys.all, 'choices', kind, q],
    queryFn: ({ signal }) => api.get<T>(url, { query: { q, page: 1, pageSize: 6 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The few customers best matching a search (asked only for a non-empty one). */
export const useCustomerMatches = (q: string) =>
  useQuery({ ...matches<CustomerPage>('customers', '/customers', q), enabled: q !== '' });

/** The few products best matching a search (asked only for a non-empty one). */
export const useProductMatches = (q: string) =>
  useQuery({ ...matches<ProductPage>('products', '/products', q), enabled: q !== '' });

export const useOrderSuppliers = () =>
  useQuery({
    queryKey: [...specialOrderKeys.all, 'choices', 'suppliers'],
    queryFn: ({ signal }) => api.get<Supplier[]>('/suppliers', { signal }),
  });

export const useOrderCategories = () =>
  useQuery({
    queryKey: [...specialOrderKeys.all, 'choices', 'categories'],
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
  });

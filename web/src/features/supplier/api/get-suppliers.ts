import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supplier } from '@tillwise/core/purchasing/supplier-schemas';
import { api } from '@/lib/api-client';
import { supplierKeys } from './supplier-keys';

export const getSuppliers = (signal?: AbortSignal) => api.get<Supplier[]>('/suppliers', { signal });

export const getSuppliersQueryOptions = () =>
  queryOptions({ queryKey: supplierKeys.list(), queryFn: ({ signal }) => getSuppliers(signal) });

export const useSuppliers = () => useQuery(getSuppliersQueryOptions());

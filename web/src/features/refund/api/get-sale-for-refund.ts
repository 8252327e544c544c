import { useQuery } from '@tanstack/react-query';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { api } from '@/lib/api-client';
import { refundKeys } from './refund-keys';

export const getSaleForRefund = (id: string, signal?: AbortSignal) =>
  api.get<Sale>(`/sales/${encodeURIComponent(id)}`, { signal });

export const useSaleForRefund = (id: string | null) =>
  useQuery({
    queryKey: refundKeys.sale(id ?? ''),
    queryFn: ({ signal }) => getSaleForRefund(id ?? '', signal),
    enabled: id !== null,
  });

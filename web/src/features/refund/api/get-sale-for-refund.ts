import { useQuery } from '@tanstack/react-query';
import type { Sale } from '@tillwise/core/sale/sale-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import type { HeldSales } from './held-sales';
import { notHeldMessage } from './held-sales';
import { refundKeys } from './refund-keys';

export const getSaleForRefund = (id: string, signal?: AbortSignal) =>
  api.get<Sale>(`/sales/${encodeURIComponent(id)}`, { signal });

/** The sale from the server; while it cannot be reached, as this till holds it (or why it cannot be refunded). */
async function saleForRefund(id: string, held: HeldSales | undefined, signal?: AbortSignal): Promise<Sale> {
  if (held && !connectivity.get().online) return heldOrRefuse(id, held);
  try {
    return await getSaleForRefund(id, signal);
  } catch (error) {
    if (held && isUnreachable(error)) return heldOrRefuse(id, held);
    throw error;
  }
}

async function heldOrRefuse(id: string, held: HeldSales): Promise<Sale> {
  const sale = await held.sale(id);
  if (!sale) throw new Error(notHeldMessage);
  return sale;
}

export const useSaleForRefund = (id: string | null, held?: HeldSales) =>
  useQuery({
    queryKey: [...refundKeys.sale(id ?? ''), held ? 'or-held' : 'server'],
    queryFn: ({ signal }) => saleForRefund(id ?? '', held, signal),
    enabled: id !== null,
    retry: (count, error: Error) => count < 2 && error.message !== notHeldMessage && !isUnreachable(error),
  });

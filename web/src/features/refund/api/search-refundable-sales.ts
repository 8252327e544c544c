import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalePage, SaleSummary } from '@tillwise/core/sale/sale-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import type { HeldSales, RefundSearch } from './held-sales';
import { refundKeys } from './refund-keys';

export const searchSales = (filters: RefundSearch, signal?: AbortSignal) =>
  api.get<SalePage>('/sales', { query: { ...filters, pageSize: 20 }, signal });

export interface RefundableSales {
  items: SaleSummary[];
  /** Only the sales this till holds: the server could not be reached. */
  heldOnly: boolean;
}

async function refundableSales(filters: RefundSearch, held: HeldSales | undefined, signal?: AbortSignal) {
  const fromTill = async (): Promise<RefundableSales> => ({
    items: await (held as HeldSales).search(filters),
    heldOnly: true,
  });
  if (held && !connectivity.get().online) return fromTill();
  try {
    return { items: (await searchSales(filters, signal)).items, heldOnly: false };
  } catch (error) {
    if (held && isUnreachable(error)) return fromTill();
    throw error;
  }
}

/** Sales to refund from: by receipt number or customer name, or by a date range; offline, those the till holds. */
export const useRefundableSales = (filters: RefundSearch, enabled: boolean, held?: HeldSales) =>
  useQuery({
    queryKey: [...refundKeys.saleSearch(filters), held ? 'or-held' : 'server'],
    queryFn: ({ signal }) => refundableSales(filters, held, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

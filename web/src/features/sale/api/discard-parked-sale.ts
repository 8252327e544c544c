import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saleKeys } from './sale-keys';

export const discardParkedSale = (id: string) => api.delete(`/sales/parked/${encodeURIComponent(id)}`);

/** Discards a parked sale. */
export function useDiscardParkedSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardParkedSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.lists() }),
  });
}

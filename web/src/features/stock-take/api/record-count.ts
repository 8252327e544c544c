import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { readQuantityField } from '@tillwise/core/catalog/quantity-field';
import type { StockCountInput, StockCountResult } from '@tillwise/core/inventory/stock-take-schemas';
import { api, ApiRequestError } from '@/lib/api-client';
import { stockTakeKeys } from './stock-take-keys';
import { sessionLocale } from '@/lib/session-locale';

/** A scan (adds one), or a count of a product by its id. */
export interface ScannedCountVariables {
  stockTakeId: string;
  input: Partial<StockCountInput> & Pick<StockCountInput, 'quantity' | 'mode'>;
}
/** A count typed for a scanned or typed code, in the product's own unit ('9', or '10.25' of cheese sold by the lb). */
export interface TypedCountVariables {
  stockTakeId: string;
  code: string;
  typed: string;
}
export type RecordCountVariables = ScannedCountVariables | TypedCountVariables;

export const recordCount = ({ stockTakeId, input }: ScannedCountVariables) =>
  api.post<StockCountResult>(`/stock-takes/${stockTakeId}/counts`, { body: input });

/**
 * A typed count sets the product's count. What was typed reads in the product's unit, so the code is looked up
 * first: '10.25' is 10.25 lb of cheese (10250 to the API), and of trowels is refused on the quantity.
 */
export async function recordTypedCount({ stockTakeId, code, typed }: TypedCountVariables) {
  const product = await api.get<Product>('/products/lookup', { query: { code } });
  const read = readQuantityField(typed, product.soldBy, { what: 'count', allowZero: true, locale: sessionLocale() });
  if (!read.ok) throw new ApiRequestError(400, read.message, [{ path: 'quantity', message: read.message }]);
  return recordCount({ stockTakeId, input: { productId: product.id, quantity: read.quantity, mode: 'set' } });
}

/** One count (a scan adds, a typed count sets); the stock take refreshes at once. */
export function useRecordCount(
  options: UseMutationOptions<StockCountResult, ApiRequestError, RecordCountVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (variables: RecordCountVariables) =>
      'typed' in variables ? recordTypedCount(variables) : recordCount(variables),
    onSuccess: (result, variables, ...args) => {
      void queryClient.invalidateQueries({ queryKey: stockTakeKeys.detail(variables.stockTakeId) });
      return onSuccess?.(result, variables, ...args);
    },
  });
}

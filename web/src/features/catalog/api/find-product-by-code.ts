import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { api, isNotFound } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';
import type { LocalCatalogue } from './local-catalogue';

/** The product a scanner read (exact barcode, or SKU ignoring case). */
export const findProductByCode = (code: string) => api.get<Product>('/products/lookup', { query: { code } });

/** The server's product for a code, or null when it has none. */
async function askServer(code: string, find: typeof findProductByCode): Promise<Product | null> {
  try {
    return await find(code);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The product for a scanned or typed code: from the till's replica when it has one, else the server. The replica
 * hears of a product added a moment ago on another device only at its next sync, so a code it does not know is
 * asked of the server while the server answers; it is unknown only when neither knows it.
 */
export async function lookupProductCode(
  code: string,
  local: Pick<LocalCatalogue, 'lookup'> | null,
  find = findProductByCode,
  online = () => connectivity.get().online,
): Promise<Product | null> {
  if (!local) return askServer(code, find);
  const known = await local.lookup(code);
  if (known || !online()) return known;
  return askServer(code, find).catch(() => null);
}

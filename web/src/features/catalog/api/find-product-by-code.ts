import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { api } from '@/lib/api-client';

/** The product a scanner read (exact barcode, or SKU ignoring case). */
export const findProductByCode = (code: string) => api.get<Product>('/products/lookup', { query: { code } });

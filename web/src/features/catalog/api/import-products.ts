import type { ImportResult } from '@tillwise/core/catalog/product-import-schemas';
import { api } from '@/lib/api-client';

/** Sends a product file's mapped rows: checked only (a dry run) or imported in one transaction. */
export const importProducts = (
  rows: Record<string, string>[],
  settings: { dryRun: boolean; createCategories?: boolean },
) => api.post<ImportResult>('/products/import', { body: { rows, ...settings } });

/** Where the catalogue downloads as a product file (the browser follows it, keeping the session cookie). */
export const productExportUrl = '/api/products/export';

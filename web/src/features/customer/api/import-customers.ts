import type { CustomerImportResult } from '@tillwise/core/customer/customer-csv';
import { api } from '@/lib/api-client';

/** Sends a customer file's mapped rows: checked only (a dry run) or imported in one transaction. */
export const importCustomers = (rows: Record<string, string>[], settings: { dryRun: boolean }) =>
  api.post<CustomerImportResult>('/customers/import', { body: { rows, dryRun: settings.dryRun } });

/** Where every customer downloads as a customer file. */
export const customerExportUrl = '/api/customers/export';

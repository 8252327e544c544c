import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@tillwise/core/audit/audit-schemas';
import { api, withQuery } from '@/lib/api-client';

export type AuditFilters = Omit<Partial<AuditQuery>, 'page' | 'pageSize'>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters, page: number, pageSize: number) =>
    [...auditKeys.all, 'list', filters, page, pageSize] as const,
};

export const getAuditLog = (filters: AuditFilters, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<AuditPage>('/audit-log', { query: { ...filters, page, pageSize }, signal });

export const useAuditLog = (filters: AuditFilters, page: number, pageSize: number) =>
  useQuery({
    queryKey: auditKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) => getAuditLog(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

/** The CSV of every entry matching the filters, made by the server (it neutralises formula-like cells). */
export const auditExportUrl = (filters: AuditFilters) => withQuery('/api/audit-log/export', filters);

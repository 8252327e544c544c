import type { ShiftListQuery, ZReportListQuery } from '@tillwise/core/shift/shift-schemas';

export const shiftKeys = {
  all: ['shift'] as const,
  current: (tillId: string) => [...shiftKeys.all, 'current', tillId] as const,
  lists: () => [...shiftKeys.all, 'list'] as const,
  list: (filters: Partial<ShiftListQuery>) => [...shiftKeys.lists(), filters] as const,
  details: () => [...shiftKeys.all, 'detail'] as const,
  detail: (id: string) => [...shiftKeys.details(), id] as const,
  zReports: () => [...shiftKeys.all, 'z-report'] as const,
  zReportList: (filters: Partial<ZReportListQuery>) => [...shiftKeys.zReports(), 'list', filters] as const,
  zReport: (id: string) => [...shiftKeys.zReports(), 'detail', id] as const,
  chain: () => [...shiftKeys.all, 'chain'] as const,
};

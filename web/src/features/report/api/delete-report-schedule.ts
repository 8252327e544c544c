import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const deleteReportSchedule = (id: string) => api.delete(`/report-schedules/${id}`);

/** Removes a schedule; files it already wrote stay. */
export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportSchedule,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportKeys.schedules() }),
  });
}

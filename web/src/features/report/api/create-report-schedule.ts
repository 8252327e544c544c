import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { ReportSchedule, ReportScheduleInput } from '@tillwise/core/report/report-schedule';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export const createReportSchedule = (input: ReportScheduleInput) =>
  api.post<ReportSchedule>('/report-schedules', { body: input });

/** Saves a schedule; the schedule list refreshes before the caller's onSuccess runs. */
export function useCreateReportSchedule(
  options: UseMutationOptions<ReportSchedule, ApiRequestError, ReportScheduleInput> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: createReportSchedule,
    onSuccess: (schedule, ...args) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.schedules() });
      return onSuccess?.(schedule, ...args);
    },
  });
}

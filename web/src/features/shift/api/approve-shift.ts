import type { UseMutationOptions } from '@tanstack/react-query';
import type { Shift } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export const approveShift = (shiftId: string) => api.post<Shift>(`/shifts/${shiftId}/approve`);

export const useApproveShift = (options?: UseMutationOptions<Shift, ApiRequestError, string>) =>
  useShiftMutation(approveShift, options);

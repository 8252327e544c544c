import type { UseMutationOptions } from '@tanstack/react-query';
import type { CountShiftInput, Shift } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export type CountShiftVariables = { shiftId: string; input: CountShiftInput };

export const countShift = ({ shiftId, input }: CountShiftVariables) =>
  api.post<Shift>(`/shifts/${shiftId}/count`, { body: input });

export const useCountShift = (options?: UseMutationOptions<Shift, ApiRequestError, CountShiftVariables>) =>
  useShiftMutation(countShift, options);

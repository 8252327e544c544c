import type { UseMutationOptions } from '@tanstack/react-query';
import type { CloseShiftInput, ZReport } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export type CloseShiftVariables = { shiftId: string; input: CloseShiftInput };

export const closeShift = ({ shiftId, input }: CloseShiftVariables) =>
  api.post<ZReport>(`/shifts/${shiftId}/close`, { body: input });

export const useCloseShift = (options?: UseMutationOptions<ZReport, ApiRequestError, CloseShiftVariables>) =>
  useShiftMutation(closeShift, options);

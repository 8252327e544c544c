import type { UseMutationOptions } from '@tanstack/react-query';
import type { OpenShiftInput, Shift } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export const openShift = (input: OpenShiftInput) => api.post<Shift>('/shifts', { body: input });

export const useOpenShift = (options?: UseMutationOptions<Shift, ApiRequestError, OpenShiftInput>) =>
  useShiftMutation(openShift, options);

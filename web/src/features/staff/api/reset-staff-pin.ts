import type { UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

export type ResetPinVariables = { id: string; pin: string };

export const resetStaffPin = ({ id, pin }: ResetPinVariables) => api.put(`/staff/${id}/pin`, { body: { pin } });

export const useResetStaffPin = (options: UseMutationOptions<unknown, ApiRequestError, ResetPinVariables> = {}) =>
  useStaffMutation(resetStaffPin, options);

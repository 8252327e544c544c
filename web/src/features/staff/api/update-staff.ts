import type { UseMutationOptions } from '@tanstack/react-query';
import type { StaffAccount, UpdateStaffInput } from '@tillwise/core/staff/staff-admin-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

export type UpdateStaffVariables = UpdateStaffInput & { id: string };

export const updateStaff = ({ id, ...input }: UpdateStaffVariables) =>
  api.patch<StaffAccount>(`/staff/${id}`, { body: input });

export const useUpdateStaff = (options: UseMutationOptions<StaffAccount, ApiRequestError, UpdateStaffVariables> = {}) =>
  useStaffMutation(updateStaff, options);

import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateStaffInput, StaffAccount } from '@tillwise/core/staff/staff-admin-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

export const createStaff = (input: CreateStaffInput) => api.post<StaffAccount>('/staff', { body: input });

export const useCreateStaff = (options: UseMutationOptions<StaffAccount, ApiRequestError, CreateStaffInput> = {}) =>
  useStaffMutation(createStaff, options);

import type { UseMutationOptions } from '@tanstack/react-query';
import type { CashMovement, CashMovementInput } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export type CashMovementVariables = { shiftId: string; input: CashMovementInput };

export const recordCashMovement = ({ shiftId, input }: CashMovementVariables) =>
  api.post<CashMovement>(`/shifts/${shiftId}/cash-movements`, { body: input });

export const useRecordCashMovement = (
  options?: UseMutationOptions<CashMovement, ApiRequestError, CashMovementVariables>,
) => useShiftMutation(recordCashMovement, options);

import type { UseMutationOptions } from '@tanstack/react-query';
import type { CashMovement, CashMovementInput } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { postOrKeep } from '@/lib/keep-for-later';
import { useShiftMutation } from './use-shift-mutation';

export type CashMovementVariables = { shiftId: string; input: CashMovementInput };

/**
 * Records the movement, or keeps it on the till while the server cannot be reached (null). One a manager approved
 * is never kept: the server checks the manager's PIN, and the till does not hold on to a PIN.
 */
export const recordCashMovement = ({ shiftId, input }: CashMovementVariables) => {
  const path = `/shifts/${encodeURIComponent(shiftId)}/cash-movements`;
  if (input.approval) return api.post<CashMovement>(path, { body: input });
  return postOrKeep<CashMovement>({
    id: input.id,
    kind: 'cash-movement',
    path,
    body: input,
    label: input.kind === 'no_sale' ? 'No Sale' : 'Cash in/out',
    amountCents: input.kind === 'no_sale' ? null : (input.amountCents ?? 0),
  });
};

export const useRecordCashMovement = (
  options?: UseMutationOptions<CashMovement | null, ApiRequestError, CashMovementVariables>,
) => useShiftMutation(recordCashMovement, options);

import type { UseMutationOptions } from '@tanstack/react-query';
import type { RecordVoidInput } from '@tillwise/core/shift/shift-schemas';
import type { ApiRequestError } from '@/lib/api-client';
import { postOrKeep } from '@/lib/keep-for-later';
import { useShiftMutation } from './use-shift-mutation';

/** Logs the void, or keeps it on the till to send when the server is back. */
export const recordVoid = (input: RecordVoidInput) =>
  postOrKeep<null>({
    id: input.id,
    kind: 'void',
    path: '/voids',
    body: input,
    label: 'Cleared cart',
    amountCents: input.amountCents,
  });

/** Logs a cart cleared with items in it, for the Z report's void count. */
export const useRecordVoid = (options?: UseMutationOptions<null, ApiRequestError, RecordVoidInput>) =>
  useShiftMutation(recordVoid, options);

import type { UseMutationOptions } from '@tanstack/react-query';
import type { RecordVoidInput } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { useShiftMutation } from './use-shift-mutation';

export const recordVoid = (input: RecordVoidInput) => api.post<null>('/voids', { body: input });

/** Logs a cart cleared with items in it, for the Z report's void count. */
export const useRecordVoid = (options?: UseMutationOptions<null, ApiRequestError, RecordVoidInput>) =>
  useShiftMutation(recordVoid, options);

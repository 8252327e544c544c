import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { CreateOverrideInput, Override } from '@tillwise/core/staff/override-schemas';
import { api, isUnreachable } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-client';
import { connectivity } from '@/lib/connectivity';

/** What the till says when it cannot ask: the manager's PIN is checked on the server, never on the till. */
export const needsServerMessage = 'A manager’s approval needs the server.';

/** The server could not be asked: the dialog says so in the person's language. */
export class NeedsServerError extends Error {
  name = 'NeedsServerError';
  constructor() {
    super(needsServerMessage);
  }
}

/** Asks the server to record a manager's approval; while it cannot be reached, says so instead of waiting. */
export async function createOverride(input: CreateOverrideInput): Promise<Override> {
  if (!connectivity.get().online) throw new NeedsServerError();
  try {
    return await api.post<Override>('/overrides', { body: input });
  } catch (error) {
    if (isUnreachable(error)) throw new NeedsServerError();
    throw error;
  }
}

/** Records a manager's approval of one action (nothing is cached: an approval is used once, by the caller). */
export const useCreateOverride = (
  options: UseMutationOptions<Override, ApiRequestError | Error, CreateOverrideInput> = {},
) => useMutation({ ...options, mutationFn: createOverride });

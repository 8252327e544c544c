import type { PublishDisplayInput } from '@tillwise/core/display/display-schemas';
import { api } from '@/lib/api-client';

/** Sends what the till's customer display shows now; the server pushes it to the paired displays. */
export const publishDisplay = (input: PublishDisplayInput, signal?: AbortSignal) =>
  api.put<null>('/displays/state', { body: input, signal });

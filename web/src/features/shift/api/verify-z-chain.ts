import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZChainCheck } from '@tillwise/core/shift/shift-schemas';
import { api } from '@/lib/api-client';
import { shiftKeys } from './shift-keys';

export const verifyZChain = (signal?: AbortSignal) => api.get<ZChainCheck>('/z-reports/verify', { signal });

export const verifyZChainQueryOptions = () =>
  queryOptions({ queryKey: shiftKeys.chain(), queryFn: ({ signal }) => verifyZChain(signal), staleTime: 0 });

/** Checks the Z report chains when asked (the Verify button), not on every visit. */
export const useVerifyZChain = (enabled: boolean) => useQuery({ ...verifyZChainQueryOptions(), enabled });

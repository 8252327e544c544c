import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecureAddress } from '@tillwise/core/https/https-schemas';
import { api } from '@/lib/api-client';

export const getSecureAddressQueryOptions = () =>
  queryOptions({
    queryKey: ['https'] as const,
    queryFn: ({ signal }) => api.get<SecureAddress>('/https', { signal }),
    staleTime: 60_000,
  });

/** Where this server answers over https, and whether its certificate is Tillwise's own CA's. */
export const useSecureAddress = () => useQuery(getSecureAddressQueryOptions());

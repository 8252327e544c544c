import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Integration } from '@tillwise/core/settings/integration-schemas';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getIntegrations = (signal?: AbortSignal) => api.get<Integration[]>('/integrations', { signal });

export const getIntegrationsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.integrations(), queryFn: ({ signal }) => getIntegrations(signal) });

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());

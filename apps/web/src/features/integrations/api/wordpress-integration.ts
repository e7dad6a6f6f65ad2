import {
  apiPaths,
  wordpressIntegration,
  type WordpressConnectBody,
  type WordpressIntegration,
} from '@geulgam/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { integrationsKeys } from './integrations-keys.ts';

const NOT_CONNECTED: WordpressIntegration = { connected: false, site_url: null, username: null };

/** GET /api/user/integrations/wordpress/ — the connected site, if any (the password is never sent back). */
export async function getWordpressIntegration(signal?: AbortSignal): Promise<WordpressIntegration> {
  const body = await memberApi.get<unknown>(apiPaths.wordpressIntegration, { signal });
  return wordpressIntegration.parse(body);
}

export function getWordpressIntegrationQueryOptions() {
  return queryOptions({
    queryKey: integrationsKeys.wordpress(),
    queryFn: ({ signal }) => getWordpressIntegration(signal),
  });
}

export function useWordpressIntegration() {
  return useQuery(getWordpressIntegrationQueryOptions());
}

/**
 * PUT /api/user/integrations/wordpress/ — the server checks the site and the application password before
 * it stores them: 400 for wrong credentials, 502 for a site it cannot reach, each with a Korean `detail`.
 */
export async function connectWordpress(input: WordpressConnectBody): Promise<WordpressIntegration> {
  const body = await memberApi.request<unknown>(apiPaths.wordpressIntegration, { method: 'PUT', body: input });
  return wordpressIntegration.parse(body);
}

export function useConnectWordpress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectWordpress,
    onSuccess: (integration) => queryClient.setQueryData(integrationsKeys.wordpress(), integration),
  });
}

/** DELETE /api/user/integrations/wordpress/ — 204; the stored password is gone. */
export async function disconnectWordpress(): Promise<void> {
  await memberApi.delete<undefined>(apiPaths.wordpressIntegration);
}

export function useDisconnectWordpress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectWordpress,
    onSuccess: () => queryClient.setQueryData(integrationsKeys.wordpress(), NOT_CONNECTED),
  });
}

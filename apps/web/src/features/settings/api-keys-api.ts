import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyBody } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, deleteSettingsKeysById, postSettingsKeys } from '../../lib/api';

const admin = { space: 'admin' } as const;
export const apiKeysKeys = { all: ['admin', 'settings', 'keys'] as const };

/** GET /api/settings/keys — the keys, never their secrets. */
export const useApiKeys = () =>
  useQuery({ queryKey: apiKeysKeys.all, queryFn: ({ signal }) => api.get<ApiKey[]>('/api/settings/keys', { ...admin, signal }) });

/** POST /api/settings/keys — the answer holds the whole key, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => call(postSettingsKeys, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** DELETE /api/settings/keys/:id — revokes the key (refused from the next request on). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteSettingsKeysById, { params: { id } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

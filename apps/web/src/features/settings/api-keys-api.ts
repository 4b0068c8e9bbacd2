import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyBody } from '@klub/contracts';
import { call, keyOf, deleteSettingsKeysById, getSettingsKeys, postSettingsKeys } from '../../lib/api';

const admin = { space: 'admin' } as const;
export const apiKeysKeys = { all: keyOf(getSettingsKeys) };

/** getSettingsKeys — the keys, never their secrets. */
export const useApiKeys = () =>
  useQuery({ queryKey: apiKeysKeys.all, queryFn: ({ signal }) => call(getSettingsKeys, {}, { ...admin, signal }) });

/** postSettingsKeys — the answer holds the whole key, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => call(postSettingsKeys, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

/** deleteSettingsKeysById — revokes the key (refused from the next request on). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteSettingsKeysById, { params: { id } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

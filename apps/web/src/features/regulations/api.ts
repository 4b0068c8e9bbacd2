import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentRegulation, MessageResponse, Regulation, RegulationBody, RegulationList } from '@klub/contracts';
import { api, ApiError } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';
import { accountKeys } from '../account/api';

/** Admin: GET/POST /api/regulations, GET/PATCH/DELETE /api/regulations/:id. */
export const regulationsResource = defineResource<Regulation, RegulationBody, RegulationList>({
  key: ['admin', 'regulations'],
  path: '/api/regulations',
});

/** POST /api/regulations/:id/publish — the draft becomes the current version. */
export function usePublishRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Regulation>(`/api/regulations/${id}/publish`, undefined, { space: 'admin' }),
    onSuccess: () => client.invalidateQueries({ queryKey: regulationsResource.keys.all }),
  });
}

/** GET /api/regulations/current (public): the version the registration links; null before the first one. */
export function useCurrentRegulation() {
  return useQuery({
    queryKey: ['public', 'regulations', 'current'],
    queryFn: ({ signal }) =>
      api.get<CurrentRegulation>('/api/regulations/current', { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/regulations/:id/accept — then the member's profile says there is nothing to accept. */
export function useAcceptRegulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<MessageResponse>(`/api/regulations/${id}/accept`, undefined, { space: 'customer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.meClient() }),
  });
}
